// `npm run build`'s last step (scripts/server-build.mjs): what a first start would otherwise spend
// seconds on, made once. An empty, migrated PGlite database kept beside the server as a gzipped
// tar, which a first start unpacks instead of running initdb and every migration
// (db/template.ts), and the demo station's first track (its short ident) at the default bitrate.
// Decision 013. Built into server/dist/prebuild.js.
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { writeTemplate } from './db/template.ts';
import { prebuildFirstTrack } from './modules/radio/index.ts';

/** The stream's bitrate unless STREAM_BITRATE_KBPS says otherwise (config.ts). */
const DEFAULT_KBPS = 128;

const [distDir, migrationsDir, contentDir] = process.argv.slice(2).map((p) => path.resolve(p));
if (!distDir || !migrationsDir || !contentDir) throw new Error('usage: node prebuild.js <dist dir> <migrations dir> <content dir>');

const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  await migrate(database, migrationsDir);
  writeTemplate(distDir, await database.dumpDataDir!(), migrationsDir);
} finally {
  await database.close();
}
await prebuildFirstTrack(distDir, contentDir, DEFAULT_KBPS);
