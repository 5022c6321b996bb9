import type { DbKind, Db } from '../../db/client.ts';
import { appVersion } from '../../platform/version.ts';
import { pingDatabase } from './health.repo.ts';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({ db, dbKind }: { db: Db; dbKind: DbKind }) {
  return {
    /** A failing database makes this throw, and the error handler answers 500. */
    async check() {
      await pingDatabase(db);
      return { ok: true as const, version: appVersion, db: dbKind, uptimeSeconds: Math.round(process.uptime()) };
    },
  };
}
