import type { StreamStatus } from '@selah/contracts/radio';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import type { RadioStation } from '../engine/radio-station.ts';
import * as repo from '../radio.repo.ts';
import { listenerStats, listenersPerBucket, topSongs } from './listener-figures.ts';
import type { ListenerLog } from './listener-log.ts';

/** The console's figures: what is on air (and which program), listeners by hour and day, top songs, the last plays. */
export function dashboardFigures(d: {
  db: Db;
  clock: Clock;
  station: RadioStation;
  listeners: ListenerLog;
  readPrograms: () => Promise<unknown>;
  status: () => StreamStatus;
}) {
  const { db, clock, station, listeners } = d;
  return {
    async history() {
      const plays = await repo.recentPlays(db, 20);
      return plays.map((p) => ({ title: p.title, artist: p.artist, source: p.source, startedAt: p.startedAt.toISOString() }));
    },

    /** The console's dashboard: what is on air (and which program), listeners by hour and day, top songs. */
    async figures() {
      await listeners.flush();
      const now = clock.now();
      await d.readPrograms();
      const line = d.status().onAir;
      const live = station.liveSource;
      return {
        onAir: {
          title: station.onAir?.title ?? '',
          artist: station.onAir?.artist ?? '',
          source: station.isLive ? ('live' as const) : ('autodj' as const),
          dj: station.isLive ? (live?.dj ?? null) : null,
          program: line.program?.title ?? null,
          label: line.label,
        },
        listenersNow: station.hub.listenerCount,
        listenersPerHour: await listenersPerBucket(db, 'hour', 48, now),
        listenersPerDay: await listenersPerBucket(db, 'day', 30, now),
        topSongs: await topSongs(db, new Date(now.getTime() - 30 * 24 * 3_600_000), 10),
      };
    },

    async listenerStats(hours: number) {
      await listeners.flush();
      return listenerStats(db, station.hub.listenerCount, new Date(clock.now().getTime() - hours * 3_600_000));
    },
  };
}
