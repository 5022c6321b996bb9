import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import type { EventBus } from './platform/bus/bus.ts';
import { createBus } from './platform/bus/create-bus.ts';
import { createAudit } from './platform/audit/audit.ts';
import { createDemoMarks } from './platform/demo-marks.ts';
import { systemClock, type Clock } from './platform/time/clock.ts';
import { openRedis } from './platform/redis.ts';
import { JobScheduler } from './platform/jobs/scheduler.ts';
import { createMailer, type StationMailer } from './platform/mailer/mailer.ts';
import type { Log, ModuleContext, ModuleServices, SelahModule } from './platform/module.ts';
import { ClientPush } from './platform/push/client-push.ts';
import { loadSecretKey, secretBox } from './platform/settings/secret-box.ts';
import { createSettings } from './platform/settings/settings.ts';
import { createStationTime } from './platform/time/station-time.ts';
import { modules as allModules } from './modules.ts';

export interface RuntimeDeps {
  /** An open, migrated database; the runtime opens (and closes) its own when absent. */
  database?: Database;
  bus?: EventBus;
  mailer?: StationMailer;
  clock?: Clock;
  log?: Log;
  modules?: ReadonlyArray<SelahModule<unknown>>;
}

export interface Runtime {
  ctx: ModuleContext;
  /** Each module with its built service, in modules.ts order. */
  modules: Array<{ module: SelahModule<unknown>; service: unknown }>;
  seed(opts: { starterMusic: boolean }): Promise<void>;
  /** Every module's demo content, in modules.ts order. */
  writeDemo(): Promise<void>;
  /** Every module's demo content taken away, in reverse order (posts before their authors). */
  removeDemo(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** How often each instance looks for due jobs. */
const JOB_POLL_MS = 5000;

const consoleLog: Log = { info: (m) => console.info(m), warn: (m) => console.warn(m), error: (m) => console.error(m) };

/**
 * The composition root shared by the server (app.ts) and the CLI (main.ts): opens the
 * adapters the configuration names, then builds every module's service in order.
 */
export async function createRuntime(config: Config, deps: RuntimeDeps = {}): Promise<Runtime> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const bus =
    deps.bus ??
    (await createBus(config).catch(async (err: unknown) => {
      if (!deps.database) await database.close();
      throw err;
    }));
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl).catch(async (err: unknown) => {
        if (!deps.bus) await bus.close();
        if (!deps.database) await database.close();
        throw err;
      })
    : null;
  const push = new ClientPush(bus);
  const clock = deps.clock ?? systemClock;
  const log = deps.log ?? consoleLog;
  const jobs = new JobScheduler({ db: database.db, clock, log });
  const box = secretBox(loadSecretKey(config.secretKey, config.dataDir));
  const settings = createSettings({ db: database.db, box, bus });
  const mailer = deps.mailer ?? createMailer(config, database.db, settings, clock);
  const time = await createStationTime({ envZone: config.stationTimezone, settings, bus, clock });
  const services = new Map<string, unknown>();
  const ctx: ModuleContext = {
    config,
    database,
    db: database.db,
    bus,
    redis,
    push,
    mailer,
    clock,
    time,
    log,
    jobs,
    audit: createAudit({ db: database.db, clock }),
    settings,
    secretBox: box,
    demo: createDemoMarks(database.db),
    demoStation: { write: () => writeDemo(), remove: () => removeDemo() },
    checklist: async () => (await Promise.all(built.map(({ module, service }) => module.checklist?.(service) ?? []))).flat(),
    memberData: {
      async export(userId) {
        const parts: Record<string, Record<string, unknown>> = {};
        for (const { module, service } of built) {
          const part = await module.memberData?.export?.(service, userId, database.db);
          if (part) parts[module.name] = part;
        }
        return parts;
      },
      async forget(userId, tx) {
        for (const { module, service } of [...built].reverse()) await module.memberData?.forget?.(service, userId, tx);
      },
    },
    use: <K extends keyof ModuleServices>(name: K) => {
      if (!services.has(name)) throw new Error(`Module "${name}" is used before it is built: list it earlier in modules.ts.`);
      return services.get(name) as ModuleServices[K];
    },
  };
  const list = deps.modules ?? allModules;
  const built = list.map((module) => {
    const service = module.service(ctx);
    services.set(module.name, service);
    return { module, service };
  });
  for (const { module, service } of built) module.events?.(service, ctx);
  async function writeDemo() {
    for (const { module, service } of built) await module.demoContent?.(service, ctx.demo);
  }
  async function removeDemo() {
    for (const { module, service } of [...built].reverse()) await module.removeDemo?.(service, ctx.demo);
  }

  return {
    ctx,
    modules: built,
    async seed(opts) {
      for (const { module, service } of built) await module.seed?.(service, { ...opts, marks: ctx.demo });
    },
    writeDemo,
    removeDemo,
    async start() {
      for (const { module, service } of built) await module.start?.(service);
      jobs.start(JOB_POLL_MS);
    },
    async close() {
      await jobs.stop();
      for (const { module, service } of [...built].reverse()) await module.stop?.(service);
      push.close();
      if (!deps.mailer) await mailer.close();
      if (!deps.bus) await bus.close();
      await redis?.quit().catch(() => undefined);
      if (!deps.database) await database.close();
    },
  };
}
