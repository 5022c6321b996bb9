import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Dashboard } from '@selah/contracts/admin-people';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';

export interface DashboardDeps {
  db: Db;
  clock: Clock;
  dataDir: string;
  radio: { figures(): Promise<Pick<Dashboard, 'onAir' | 'listenersNow' | 'listenersPerHour' | 'listenersPerDay' | 'topSongs'>> };
  newMembers(since: Date): Promise<Dashboard['newMembers']>;
  openReports(): Promise<number>;
  inboxCounts(): Promise<Dashboard['inbox']>;
}

/** The server's own health: the database answers (and how fast), DATA_DIR's disk, the process's memory. */
async function health(db: Db, dataDir: string): Promise<Dashboard['health']> {
  const started = performance.now();
  const ok = await db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const disk = await fs.statfs(dataDir).then(
    (s) => ({ totalBytes: s.blocks * s.bsize, freeBytes: s.bavail * s.bsize, usedBytes: (s.blocks - s.bfree) * s.bsize }),
    () => ({ totalBytes: 0, freeBytes: 0, usedBytes: 0 }),
  );
  return {
    database: { ok, latencyMs },
    disk,
    memory: { rssBytes: process.memoryUsage().rss },
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/** `GET /api/admin/dashboard`: the station at a glance, read across modules. */
export async function buildDashboard(deps: DashboardDeps): Promise<Dashboard> {
  const week = new Date(deps.clock.now().getTime() - 7 * 24 * 3_600_000);
  const [radio, newMembers, openReports, inbox, server] = await Promise.all([
    deps.radio.figures(),
    deps.newMembers(week),
    deps.openReports(),
    deps.inboxCounts(),
    health(deps.db, deps.dataDir),
  ]);
  return { ...radio, newMembers, openReports, inbox, health: server };
}
