import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbKind, Db } from '../../db/client.ts';
import { appVersion } from '../../platform/version.ts';
import { pingDatabase, tableChecker } from './health.repo.ts';

export type HealthService = ReturnType<typeof createHealthService>;

/** Below this much free space in DATA_DIR the station reports a full disk (uploads, recordings and the database need room). */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;

export interface HealthDeps {
  db: Db;
  dbKind: DbKind;
  dataDir: string;
  /** The file system's free space (tests give a full disk). */
  statfs?: (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;
  /** Writes and removes a small file (tests give a read-only or full disk). */
  probeWrite?: (file: string) => Promise<void>;
}

type Problem = { check: 'database' | 'disk'; message: string };

const writeProbe = async (file: string) => {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile('selah health probe\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rm(file, { force: true });
};

export function createHealthService(deps: HealthDeps) {
  const { db, dbKind, dataDir } = deps;
  const statfs = deps.statfs ?? ((dir: string) => fs.statfs(dir));
  const probeWrite = deps.probeWrite ?? writeProbe;
  const unreadableTables = tableChecker(db);

  async function diskProblems(): Promise<Problem[]> {
    const problems: Problem[] = [];
    const free = await statfs(dataDir).then(
      (s) => Number(s.bavail) * Number(s.bsize),
      () => null,
    );
    if (free !== null && free < MIN_FREE_BYTES) {
      problems.push({ check: 'disk', message: `Only ${Math.floor(free / 1024 / 1024)} MB free in the data folder` });
    }
    await probeWrite(path.join(dataDir, '.health-probe')).catch((err: unknown) => {
      const code = (err as NodeJS.ErrnoException).code;
      problems.push({ check: 'disk', message: `The data folder cannot be written (${code ?? String(err)})` });
    });
    return problems;
  }

  return {
    /** Notes the station's tables at start (a table lost later is missed, not forgotten). */
    start: () => unreadableTables.prime(),

    /**
     * The database answers and every table reads, and the data folder has room and takes a write.
     * A database that does not answer at all throws (500); the rest are listed as problems (503).
     */
    async check() {
      await pingDatabase(db);
      const problems: Problem[] = [
        ...(await unreadableTables()).map((message) => ({ check: 'database' as const, message })),
        ...(await diskProblems()),
      ];
      if (problems.length > 0) return { ok: false as const, version: appVersion, db: dbKind, problems };
      return { ok: true as const, version: appVersion, db: dbKind, uptimeSeconds: Math.round(process.uptime()) };
    },
  };
}
