import crypto from 'node:crypto';
import type pg from 'pg';
import type { Log } from '../../../platform/module.ts';

/**
 * Which instance runs the station's one radio engine (decision 011). The others relay its
 * broadcast from `leaderUrl()`.
 */
export interface Leadership {
  /** Campaigns until stopped: `onChange(true)` when this instance takes the radio, `false` when it has not or lost it. */
  start(onChange: (leader: boolean) => void): void;
  readonly isLeader: boolean;
  /** The leader's internal address (its INSTANCE_URL); null when none is known or this instance leads. */
  leaderUrl(): Promise<string | null>;
  stop(): Promise<void>;
}

/** One instance (PGlite, or a test app): it always leads. */
export class SoleLeader implements Leadership {
  isLeader = false;
  start(onChange: (leader: boolean) => void): void {
    this.isLeader = true;
    onChange(true);
  }
  async leaderUrl(): Promise<string | null> {
    return null;
  }
  async stop(): Promise<void> {
    this.isLeader = false;
  }
}

// One lock per station: stations in other schemas of the same database hold their own.
const TRY_LOCK = `SELECT pg_try_advisory_lock(hashtext(current_schema() || ':selah.radio-leader')) AS ok`;
const ADVERTISE = `INSERT INTO radio_leader (id, url, instance, since) VALUES (1, $1, $2, now())
  ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, instance = EXCLUDED.instance, since = EXCLUDED.since`;

export interface PgLeaderOptions {
  databaseUrl: string;
  /** This instance's address for the others (INSTANCE_URL). */
  url: string;
  log: Log;
  /** How often a follower tries the lock. */
  retryMs?: number;
}

/**
 * PostgreSQL's session advisory lock, held on a connection of its own: PostgreSQL releases it
 * when that connection ends, so a leader killed with `kill -9` frees the radio at once, and a
 * follower trying every second takes it. Needs a direct connection (a pooler in transaction mode
 * would hand the session to others).
 */
export class PgLeader implements Leadership {
  isLeader = false;
  private readonly instance = crypto.randomUUID();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private onChange: (leader: boolean) => void = () => undefined;
  private told: boolean | null = null;

  constructor(private readonly opts: PgLeaderOptions) {}

  start(onChange: (leader: boolean) => void): void {
    this.onChange = onChange;
    void this.attempt();
  }

  async leaderUrl(): Promise<string | null> {
    if (this.isLeader) return null;
    const client = await this.connection();
    const { rows } = await client.query<{ url: string; instance: string }>('SELECT url, instance FROM radio_leader WHERE id = 1');
    const row = rows[0];
    return row && row.instance !== this.instance ? row.url : null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (!client) return;
    // The next leader need not wait for the others to find this address dead.
    if (this.isLeader) await client.query('DELETE FROM radio_leader WHERE instance = $1', [this.instance]).catch(() => undefined);
    this.isLeader = false;
    await client.end().catch(() => undefined);
  }

  private async attempt(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    try {
      const client = await this.connection();
      const { rows } = await client.query<{ ok: boolean }>(TRY_LOCK);
      if (rows[0]?.ok) {
        await client.query(ADVERTISE, [this.opts.url, this.instance]);
        if (this.stopped || this.client !== client) return;
        this.tell(true);
        return; // held until this connection ends
      }
      this.tell(false);
    } catch (err) {
      if (this.stopped) return;
      this.opts.log.warn(`Radio leader election: ${err instanceof Error ? err.message : String(err)}`);
      this.tell(false);
    }
    this.retry();
  }

  private retry(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => void this.attempt(), this.opts.retryMs ?? 1000);
  }

  private tell(leader: boolean): void {
    this.isLeader = leader;
    if (this.told === leader) return;
    this.told = leader;
    this.onChange(leader);
  }

  /** The dedicated connection (one, even when the lock attempt and a lookup ask at once). */
  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    // pg is loaded only by a station on PostgreSQL (decision 012).
    const { default: Pg } = await import('pg');
    const client = new Pg.Client({ connectionString: this.opts.databaseUrl, keepAlive: true, application_name: 'selah radio leader' });
    client.on('error', (err: Error) => {
      this.opts.log.warn(`Radio leader election: the lock's connection failed (${err.message})`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    if (this.stopped) {
      await client.end();
      throw new Error('Radio leader election stopped');
    }
    this.client = client;
    return client;
  }

  /** The lock went with its connection: stop the engine here, and campaign again. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.stopped) return;
    if (this.isLeader) this.opts.log.warn('The radio lock was lost with its database connection; this instance stops its engine');
    this.tell(false);
    this.retry();
  }
}

export function createLeadership(config: { databaseUrl: string | undefined; instanceUrl: string }, log: Log): Leadership {
  return config.databaseUrl ? new PgLeader({ databaseUrl: config.databaseUrl, url: config.instanceUrl, log }) : new SoleLeader();
}
