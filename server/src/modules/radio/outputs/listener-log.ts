import { systemClock, type Clock } from '../../../platform/time/clock.ts';
import crypto from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { clientHashOf } from '../../../platform/http/client-hash.ts';
import type { Log } from '../../../platform/module.ts';
import type { ListenerEvent } from '../engine/stream-listener.ts';
import { endListeningSessions, insertListeningSessions, recordListenerCount, type SessionStart } from '../radio.repo.ts';

const FLUSH_MS = 2_000;

/**
 * Listening sessions and the hour's peak, written in batches every 2 s: a crowd arriving at
 * once costs one insert, not thousands, and the broadcast never waits for the database.
 */
export class ListenerLog {
  private readonly sessions = new WeakMap<object, string>();
  private arrived: Array<{ id: string; at: number; userAgent: string; address: string }> = [];
  private ends: Array<{ id: string; endedAt: Date }> = [];
  private peak = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly currentCount: () => number,
    private readonly log: Log,
    private readonly clock: Clock = systemClock,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /**
   * Called as a listener connects or leaves: only notes it (the hashing and the rows wait for the
   * flush). The request is not kept: `session` (its socket) names the session until it ends.
   */
  record(event: ListenerEvent): void {
    if (event.kind === 'start') {
      const { req } = event;
      const id = crypto.randomUUID();
      this.sessions.set(event.session, id);
      const userAgent = (req.headers['user-agent'] ?? '').slice(0, 300);
      this.arrived.push({ id, at: this.clock.ms(), userAgent, address: req.socket?.remoteAddress ?? '' });
    } else {
      const id = this.sessions.get(event.session);
      if (id) this.ends.push({ id, endedAt: this.clock.now() });
    }
    if (event.count > this.peak) this.peak = event.count;
  }

  /** Writes what is pending; the admin figures call it first so they are up to date. */
  async flush(): Promise<void> {
    const peak = Math.max(this.peak, this.currentCount());
    const starts: SessionStart[] = this.arrived.map(({ id, at, userAgent, address }) => ({
      id,
      startedAt: new Date(at),
      userAgent,
      clientHash: clientHashOf(address),
    }));
    const ends = this.ends;
    this.peak = 0;
    this.arrived = [];
    this.ends = [];
    try {
      await insertListeningSessions(this.db, starts);
      await endListeningSessions(this.db, ends);
      if (peak > 0) await recordListenerCount(this.db, peak, this.clock.now());
    } catch (err) {
      this.log.warn(`Could not record listeners: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
