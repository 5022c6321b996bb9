import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from './config-env.ts';
import type { IcecastTarget } from './platform/icecast-url.ts';

/**
 * The repository's root: the nearest folder above this module whose package.json is Selah's.
 * Found by walking up, so it holds for the sources (server/src) and the bundle (server/dist).
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown };
      if (pkg.name === 'selah') return dir;
    } catch {
      // No (readable) package.json here: keep walking.
    }
    if (path.dirname(dir) === dir) return path.resolve(from, '../..');
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** STATION_TIMEZONE: wins over the zone chosen in the console (the station's zone is ctx.time.zone()). */
  stationTimezone: string | undefined;
  stationSourcePassword: string | undefined;
  streamBitrateKbps: number;
  redisUrl: string | undefined;
  /** Prefix of this station's keys and channels on Redis (REDIS_NAMESPACE). */
  redisNamespace: string;
  /** Where other instances reach this one: followers relay the radio leader's broadcast from here. */
  instanceUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** The built-in video ingest's RTMP port (1935; 0 picks a free one). */
  rtmpPort: number;
  /** With an Owncast server, /live embeds it and reads its status instead of the built-in ingest. */
  owncastUrl: string | undefined;
  /** With an Icecast source address, the radio engine also pushes the broadcast there (and counts its listeners). */
  icecastSource: IcecastTarget | undefined;
  /** Run the AutoDJ and broadcast (off in most tests). */
  radioEnabled: boolean;
  /** Every demo track this long instead of its own length (DEMO_TRACK_SECONDS; test stations). */
  demoTrackSeconds?: number;
  /** Origins exempt from the outbound guard (platform/outbound.ts): tests' local push service only, never the environment. */
  outboundAllowOrigins: string[];
  /** Posting limits per member per ten minutes (community). */
  limits: {
    threadsPer10Min: number;
    repliesPer10Min: number;
    signupsPerHour: number;
    minFormMs: number;
    /** Direct messages a member may send per ten minutes (30 when unset). */
    messagesPer10Min?: number;
    /** Open WebSockets per client address (20 when unset). */
    socketsPerAddress?: number;
    /** Upload size limits (media): an episode's audio and a video file (EPISODE_MAX_MB, VIDEO_MAX_MB). */
    episodeMaxBytes?: number;
    videoMaxBytes?: number;
  };
  /** Giving: Stripe when its three keys are set (the test processor otherwise) and the fee a donor may cover. */
  payments: PaymentsConfig;
  /** The key secret settings are sealed with (SELAH_SECRET_KEY); DATA_DIR/secret.key when absent. */
  secretKey: Buffer | undefined;
  /** The folder a CLI command was typed in (INIT_CWD under npm run): paths in its arguments are relative to it. */
  invokedFrom: string;
  /** Folders the server reads from the repository. */
  /** `serverDist`: the compiled server and what the build made beside it (db/template.ts, the demo's first track). */
  paths: { repoRoot: string; webDist: string; content: string; migrations: string; serverDist: string };
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (tests' local fake of Stripe's endpoints). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface PaymentsConfig {
  stripe: StripeConfig | undefined;
  /** Another API address for keys set in the console (tests' local fake of Stripe's endpoints). */
  stripeApi?: StripeConfig['api'];
  feePercent: number;
  feeFixedCents: number;
}

export class ConfigError extends Error {}

/** The only reader of process.env. Throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Selah cannot start: fix these environment variables.\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys !== 0 && stripeKeys !== 3) {
    throw new ConfigError(
      'Selah cannot start: fix these environment variables.\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three for Stripe, or none for the test processor',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    stationTimezone: e.STATION_TIMEZONE,
    stationSourcePassword: e.STATION_SOURCE_PASSWORD || undefined,
    streamBitrateKbps: e.STREAM_BITRATE_KBPS,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    instanceUrl: (e.INSTANCE_URL ?? `http://${loopbackHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rtmpPort: e.RTMP_PORT ?? (e.NODE_ENV === 'test' ? 0 : 1935),
    owncastUrl: e.OWNCAST_URL,
    icecastSource: e.ICECAST_SOURCE_URL,
    radioEnabled: true,
    demoTrackSeconds: e.DEMO_TRACK_SECONDS,
    outboundAllowOrigins: [],
    limits: {
      threadsPer10Min: 5,
      repliesPer10Min: 20,
      signupsPerHour: e.SIGNUPS_PER_HOUR,
      minFormMs: e.FORM_MIN_MS,
      socketsPerAddress: e.SOCKETS_PER_ADDRESS,
      episodeMaxBytes: e.EPISODE_MAX_MB * 1024 * 1024,
      videoMaxBytes: e.VIDEO_MAX_MB * 1024 * 1024,
    },
    payments: {
      stripe:
        stripeKeys === 3
          ? { secretKey: e.STRIPE_SECRET_KEY!, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET! }
          : undefined,
      feePercent: e.GIVING_FEE_PERCENT,
      feeFixedCents: e.GIVING_FEE_FIXED_CENTS,
    },
    // A test station seals with a key of its own instead of writing one into a data folder.
    secretKey: e.SELAH_SECRET_KEY ?? (e.NODE_ENV === 'test' ? crypto.randomBytes(32) : undefined),
    invokedFrom: e.INIT_CWD || process.cwd(),
    paths: {
      repoRoot,
      webDist: path.join(repoRoot, 'web/dist'),
      content: path.join(repoRoot, 'content'),
      migrations: path.join(repoRoot, 'server/src/db/migrations'),
      serverDist: path.join(repoRoot, 'server/dist'),
    },
    ...overrides,
  };
}

/** The address this machine reaches a server listening on `host` at: a wildcard means loopback. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** What the test suite reads: the PostgreSQL server to test against, if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.SELAH_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

/** The PostgreSQL server named for the test run, whichever project asks (the test run's global setup). */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The Redis server the bus tests use (CI starts one on loopback). */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** The fuzz suite's seed and runs per property: fixed in `npm test`, larger in the bench. */
export function fuzzSeed(): number {
  return Number(process.env.FUZZ_SEED ?? 20261122);
}
export function fuzzRuns(): number {
  return Number(process.env.FUZZ_RUNS ?? 200);
}
