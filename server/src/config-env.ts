import { z } from 'zod';
import { isTimeZone } from '@selah/contracts/radio';
import { parseIcecastUrl } from './platform/icecast-url.ts';

// The environment variables the station reads (docs/configuration.md), validated once at start by
// loadConfig (config.ts, the only reader of process.env).
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  // The station's zone; when unset, the one chosen in the setup or the console (America/Chicago until then).
  STATION_TIMEZONE: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isTimeZone(v), 'must be an IANA time zone such as America/Chicago'),
  STATION_SOURCE_PASSWORD: z.string().optional(),
  STREAM_BITRATE_KBPS: z.coerce.number().int().min(32).max(320).default(128),
  REDIS_URL: optionalUrl,
  // Instances of one station share a namespace on Redis; another station on the same Redis uses its own.
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
    .default('selah'),
  // Where the other instances reach this one (the radio leader's broadcast); http://127.0.0.1:PORT by default.
  INSTANCE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  // Open WebSockets one address may hold (a household's tabs and phones; raise it behind a shared NAT).
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  // The shortest time from showing a form to sending it that a person needs; 0 only for test stations.
  FORM_MIN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  // Every synthesized demo track this many seconds long instead of its own length; test stations only.
  DEMO_TRACK_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  // "Cover the processing fee": the processor's percentage and fixed part (Stripe's US card price by default).
  GIVING_FEE_PERCENT: z.coerce.number().min(0).max(20).default(2.9),
  GIVING_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(1000).default(30),
  // The built-in video ingest's RTMP port (0: any free port, as tests use).
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // An Owncast server that takes the video broadcast instead of the built-in ingest.
  OWNCAST_URL: optionalUrl,
  // An Icecast server the radio engine pushes its broadcast to, as that server's source.
  ICECAST_SOURCE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const target = parseIcecastUrl(v);
      if (typeof target === 'string') ctx.addIssue({ code: 'custom', message: target });
      return typeof target === 'string' ? undefined : target;
    }),
  EPISODE_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(16384).default(2048),
  // The key the station's secret settings are encrypted with (32 bytes, base64); DATA_DIR/secret.key when unset.
  SELAH_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const key = Buffer.from(v, 'base64');
      if (key.length !== 32) ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes in base64 (openssl rand -base64 32)' });
      return key;
    }),
  // npm run starts commands in the repository; INIT_CWD is where the person typed `npm run selah -- …`.
  INIT_CWD: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
