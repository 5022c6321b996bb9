import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { MemberStats } from '@selah/contracts/accounts';
import type { Database, Db } from './db/client.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { OutboxMailer, SmtpMailer, type Mailer } from './platform/mailer/mailer.ts';
import type { EventBus } from './platform/bus/bus.ts';
import { MemoryBus } from './platform/bus/memory-bus.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { registerWebApp } from './platform/http/spa.ts';
import { handleClientError } from './platform/http/raw-body-tap.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteModule } from './modules/site/routes.ts';
import { accountsModule } from './modules/accounts/routes.ts';
import { radioModule } from './modules/radio/routes.ts';
import { communityModule } from './modules/community/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    bus: EventBus;
    mailer: Mailer;
    /** A member's community activity; modules that count something add a provider. */
    memberStats(userId: string): Promise<MemberStats>;
    addMemberStatsProvider(provider: MemberStatsProvider): void;
  }
}

export type MemberStatsProvider = (userId: string) => Promise<Partial<MemberStats>>;

export interface AppDeps {
  /** An open, migrated database; the app opens (and closes) its own when absent. */
  database?: Database;
  bus?: EventBus;
  mailer?: Mailer;
  /** Load the demo station (tracks, community) on first start. Off in most tests. */
  seedDemo?: boolean;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.env === 'test' || config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    // A live DJ's source upload lasts hours: no request timeout.
    requestTimeout: 0,
    clientErrorHandler: handleClientError,
  });
  app.addHttpMethod('SOURCE', { hasBody: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const bus = deps.bus ?? new MemoryBus();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('bus', bus);
  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(database.db, config.smtpUrl, config.mailFrom ?? 'Selah <no-reply@localhost>')
      : new OutboxMailer(database.db));
  app.decorate('mailer', mailer);
  const statsProviders: MemberStatsProvider[] = [];
  app.decorate('addMemberStatsProvider', (provider: MemberStatsProvider) => {
    statsProviders.push(provider);
  });
  app.decorate('memberStats', async (userId: string) => {
    const parts = await Promise.all(statsProviders.map((p) => p(userId)));
    return parts.reduce<MemberStats>(
      (sum, p) => ({
        discussions: sum.discussions + (p.discussions ?? 0),
        comments: sum.comments + (p.comments ?? 0),
        prayers: sum.prayers + (p.prayers ?? 0),
      }),
      { discussions: 0, comments: 0, prayers: 0 },
    );
  });
  app.addHook('onClose', async () => {
    if (mailer instanceof SmtpMailer) mailer.close();
    if (!deps.bus) await bus.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(websocket);

  await app.register(healthRoutes);
  const seedDemo = deps.seedDemo ?? false;
  await app.register(siteModule, { seedDemo });
  await app.register(accountsModule, { seedDemo });
  await app.register(radioModule, { seedDemo });
  await app.register(communityModule, { seedDemo });

  await registerWebApp(app, config.paths.webDist);
  return app;
}
