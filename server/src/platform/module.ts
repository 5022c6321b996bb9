import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChecklistItem } from '@selah/contracts/admin-people';
import type { Locale } from '@selah/contracts/i18n';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Audit } from './audit/audit.ts';
import type { DemoMarks } from './demo-marks.ts';
import type { EventBus } from './bus/bus.ts';
import type { Clock } from './time/clock.ts';
import type { StationTime } from './time/station-time.ts';
import type { Jobs } from './jobs/scheduler.ts';
import type { StationMailer } from './mailer/mailer.ts';
import type { ClientPush } from './push/client-push.ts';
import type { SecretBox } from './settings/secret-box.ts';
import type { Settings } from './settings/settings.ts';

/**
 * Each module's public service, by module name. A module adds its own next to its index:
 *
 *   declare module '../../platform/module.ts' {
 *     interface ModuleServices { accounts: AccountsService }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

import type { Log } from './log.ts';
export type { Log };

/** What the composition root hands every module: shared adapters and the modules built before it. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /** Counters shared by every instance (REDIS_URL); null on one instance, where memory does. */
  redis: Redis | null;
  push: ClientPush;
  /** The station's mail: SMTP_URL, else the server set in the console, else the outbox alone. */
  mailer: StationMailer;
  clock: Clock;
  /** The station's zone and days (the zone is chosen in the console unless STATION_TIMEZONE is set). */
  time: StationTime;
  log: Log;
  /** The durable scheduler: `jobs.handle(name, fn)` once, then `jobs.schedule(name, { key, runAt, payload })`. */
  jobs: Jobs;
  /** The console's audit log: every admin action records who, what, when, before and after. */
  audit: Audit;
  /** The station's own settings (mail, payment keys, receipts, backups), secrets sealed at rest. */
  settings: Settings;
  /** Seals a secret with the station's settings key (AES-256-GCM) for a module's own tables (two-step sign-in). */
  secretBox: SecretBox;
  /** What the demo station wrote, so removing the demo takes exactly that away. */
  demo: DemoMarks;
  /** Every module's demo content at once: written when the setup asks for the demo, removed in one action from the console. */
  demoStation: { write(): Promise<void>; remove(): Promise<void> };
  /** Every module's checklist items, in modules.ts order (the dashboard). */
  checklist(): Promise<ChecklistItem[]>;
  /** Every module's part of one member's data (their export, their account's deletion): see `MemberData`. */
  memberData: MemberDataRegistry;
  /** Another module's service; it must be listed before this one in modules.ts. */
  use<K extends keyof ModuleServices>(name: K): ModuleServices[K];
}

/** What a shared link shows (Open Graph and Twitter cards), in plain text: the page escapes it. */
export interface ShareCard {
  title: string;
  description: string;
  /** A path on the station ('/media/artwork/…') or an absolute URL. */
  image?: string | undefined;
  type?: 'website' | 'article' | 'video.other' | 'music.song' | undefined;
}

export interface PageParts {
  /** Replaces the page's <title>. */
  title?: string;
  /** The card for this page's own thing (a thread, an episode, an event); its title names the page too. */
  share?: ShareCard;
  /** The station's name, address and card: what any page shares when it has no card of its own. */
  site?: { name: string; origin: string; card: ShareCard };
  /** HTML for <head>, already escaped. */
  head?: string;
  /** HTML inside <div id="root"> before the app starts, already escaped. */
  root?: string;
}

/**
 * Where a command talks to the person who ran it: their terminal, or (while the embedded station
 * runs) the station's control socket passing lines to and from it (platform/control-socket.ts).
 */
export interface CliIo {
  /** The folder the command was run in: paths in its arguments are relative to it. */
  cwd: string;
  out(line: string): void;
  err(line: string): void;
  /** Asks the person at the terminal; null when nobody can answer (input is not a terminal). */
  ask(question: string): Promise<string | null>;
}

export interface CliCommand {
  help: string;
  /** Answers the exit code (0 when nothing is returned). */
  run(ctx: ModuleContext, args: string[], io: CliIo): Promise<number | void>;
}

/**
 * A module's part of what a member gave the station (issue 29, decision 021). `export` answers
 * the member's own rows, JSON-ready (read with `db`); `forget` runs inside the deletion's transaction (`tx`) and
 * deletes the member's private rows or cuts them off from the account — it must never leave
 * another member's data changed.
 */
export interface MemberData<S> {
  export?(service: S, userId: string, db: Db): Promise<Record<string, unknown>>;
  forget?(service: S, userId: string, tx: Db): Promise<void>;
}

/** Every module's member data at once, in modules.ts order (later modules are forgotten first). */
export interface MemberDataRegistry {
  /** Each module's export by module name; modules without one are left out. */
  export(userId: string): Promise<Record<string, Record<string, unknown>>>;
  forget(userId: string, tx: Db): Promise<void>;
}

export type ModuleRoutes<S> = FastifyPluginAsyncZod<{ service: S }>;

/**
 * The one shape of a module. The composition root (app.ts, main.ts) builds the service,
 * registers the routes (admin routes under /api/admin behind one role check), seeds, wires
 * event listeners, starts and stops it; nothing else knows the module's insides.
 */
export interface SelahModule<S = unknown> {
  name: keyof ModuleServices & string;
  /** Builds the module's service from exactly what it needs in the context. */
  service(ctx: ModuleContext): S;
  // Methods (not function properties) so a module of any service type fits the one list.
  routes?(...args: Parameters<ModuleRoutes<S>>): Promise<void>;
  /** Mounted under /api/admin; every route needs one of `adminRoles` (admin by default). */
  adminRoutes?(...args: Parameters<ModuleRoutes<S>>): Promise<void>;
  adminRoles?: ReadonlyArray<'admin' | 'broadcaster'>;
  /**
   * First-start data, written before the station answers: what the station shows until its first
   * admin sets it up (the demo's identity and schedule, marked as demo). `starterMusic` adds the
   * music the radio plays until the station uploads its own.
   */
  seed?(service: S, opts: { starterMusic: boolean; marks: DemoMarks }): Promise<void>;
  /** The demo station's sample content (members, posts, events, podcasts), marked as demo: written when the setup asks for it. */
  demoContent?(service: S, marks: DemoMarks): Promise<void>;
  /** Takes away what this module's demo content wrote (its marked items); the station's own is kept. */
  removeDemo?(service: S, marks: DemoMarks): Promise<void>;
  /** Subscribes the module's listeners to other modules' events. */
  events?(service: S, ctx: ModuleContext): void;
  /**
   * Adds to the served index.html for a page: tags for its head, and a static first paint for
   * #root that the app replaces when it starts (the station's identity, known at start). Selah's
   * own words and dates in it are in `locale`, the visitor's (the page's `<html lang>`).
   */
  page?(service: S, pathname: string, locale: Locale): Promise<PageParts>;
  /** What a new station still has to do in this module's part of the console (the dashboard's checklist). */
  checklist?(service: S): Promise<ChecklistItem[]>;
  /** The module's part of a member's data export and of their account's deletion. */
  memberData?: MemberData<S>;
  start?(service: S): void | Promise<void>;
  stop?(service: S): void | Promise<void>;
  cli?: Record<string, CliCommand>;
}

/** Keeps a module's service type while listing it among modules of other types. */
export const defineModule = <S>(module: SelahModule<S>): SelahModule<S> => module;

export function fastifyLog(log: FastifyBaseLogger): Log {
  return { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) };
}
