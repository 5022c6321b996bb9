// A new embedded database's first steps (initdb and the migrations) in a worker thread, so the
// memory they leave behind goes with the thread (open-configured.ts; decision 012). Built into
// server/dist/prepare-worker.js beside the server.
import { workerData } from 'node:worker_threads';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

export interface PrepareWorkerData {
  dataDir: string;
  migrations: string;
}

const { dataDir, migrations } = workerData as PrepareWorkerData;
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await migrate(database, migrations);
} finally {
  await database.close();
}
