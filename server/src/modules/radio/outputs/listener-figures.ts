import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import * as repo from '../radio.repo.ts';

const toIso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/**
 * Listening sessions active in each hour or day (UTC buckets, oldest first), the buckets ending
 * with the one holding `now`: a session counts in every bucket it overlaps, an open one up to now.
 */
export async function listenersPerBucket(db: Db, unit: 'hour' | 'day', buckets: number, now: Date) {
  const step = unit === 'hour' ? '1 hour' : '1 day';
  const rows = await queryRows<{ at: unknown; listeners: number }>(
    db,
    sql`WITH b AS (
          SELECT generate_series(date_trunc(${unit}, ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - (${buckets - 1} * ${step}::interval),
                                 date_trunc(${unit}, ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'), ${step}::interval) AT TIME ZONE 'UTC' AS at
        )
        SELECT b.at, (SELECT count(*)::int FROM listening_sessions s
                       WHERE s.started_at < b.at + ${step}::interval
                         AND coalesce(s.ended_at, ${now.toISOString()}::timestamptz) >= b.at) AS listeners
        FROM b ORDER BY b.at`,
  );
  return rows.map((r) => ({ at: toIso(r.at), listeners: r.listeners }));
}

/** The most played songs (AutoDJ plays) since a moment. */
export async function topSongs(db: Db, since: Date, limit: number) {
  return queryRows<{ title: string; artist: string; plays: number }>(
    db,
    sql`SELECT title, artist, count(*)::int AS plays FROM plays
        WHERE source = 'autodj' AND started_at >= ${since.toISOString()}::timestamptz
        GROUP BY title, artist ORDER BY count(*) DESC, title LIMIT ${limit}`,
  );
}

/** The console's listener figures: listeners now, hourly peaks and listening sessions since `since`. */
export async function listenerStats(db: Db, listenersNow: number, since: Date) {
  const { peaks, sessions } = await repo.listenerStats(db, since);
  return {
    listenersNow,
    peaks: peaks.map((p) => ({ hour: p.hour.toISOString(), peak: p.peak })),
    sessions: sessions.map((r) => ({
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      userAgent: r.userAgent,
    })),
  };
}
