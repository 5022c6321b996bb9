import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createRuntime, type RuntimeDeps } from './compose.ts';
import { requireRole } from './modules/accounts/index.ts';
import { installErrorHandler, installJsonParser, installMessageLanguage, routingErrorHandler } from './platform/http/error-handler.ts';
import { refuseControlCharacters } from './platform/http/input-guard.ts';
import { handleClientError } from './platform/http/raw-body-tap.ts';
import { openApiRoutes, registerOpenApi } from './platform/http/openapi.ts';
import { appVersion } from './platform/version.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { logSerializers } from './platform/http/log-redact.ts';
import { limitSocketsPerAddress, SOCKET_MAX_PAYLOAD } from './platform/http/socket-limit.ts';
import { registerWebApp } from './platform/http/spa.ts';
import { listenControlSocket, type ControlSocket } from './platform/control-socket.ts';
import { fastifyLog, type ModuleContext, type SelahModule } from './platform/module.ts';

/** What every route sees on `app`: the module context's adapters (named, typed decorators). */
type AppAdapters = Pick<ModuleContext, 'config' | 'database' | 'db' | 'bus' | 'push' | 'mailer' | 'clock' | 'time' | 'settings'>;

declare module 'fastify' {
  interface FastifyInstance extends AppAdapters {
    /** A module's service, for tests and tools (modules themselves use their context). */
    service: ModuleContext['use'];
    /** Every route the app registered (method and URL), for tests that check them all. */
    routeTable: Array<{ method: string; url: string }>;
  }
}

export interface AppDeps extends Omit<RuntimeDeps, 'log'> {
  /** Where the request log goes (a test reading what the server logged); logging is on when given. */
  logStream?: { write(line: string): void };
  /** First start's starter music, which the radio plays until the station uploads its own (npm start). */
  starterMusic?: boolean;
  /** The demo station's sample content (members, posts, events, podcasts), written at once: tests and tools. */
  seedDemo?: boolean;
  /**
   * Listen on DATA_DIR/selah.sock for the CLI's commands (create-admin, import-music, backup): the
   * embedded station holds DATA_DIR, so commands run here while it does (platform/control-socket.ts).
   */
  controlSocket?: boolean;
}

/** The whole station as one Fastify app: the composition root for HTTP. Tests build the same app. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logStream
      ? { level: 'trace', stream: deps.logStream, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: logSerializers }
      : config.env === 'test' || config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: logSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    // A live DJ's source upload lasts hours: no request timeout.
    requestTimeout: 0,
    clientErrorHandler: handleClientError,
    frameworkErrors: routingErrorHandler,
  });
  app.addHttpMethod('SOURCE', { hasBody: true });
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, appVersion);
  installErrorHandler(app);
  installMessageLanguage(app);
  installJsonParser(app);

  const runtime = await createRuntime(config, { ...deps, log: fastifyLog(app.log) });
  const { ctx } = runtime;
  app.decorate('config', config);
  app.decorate('database', ctx.database);
  app.decorate('db', ctx.db);
  app.decorate('bus', ctx.bus);
  app.decorate('push', ctx.push);
  app.decorate('mailer', ctx.mailer);
  app.decorate('clock', ctx.clock);
  app.decorate('time', ctx.time);
  app.decorate('settings', ctx.settings);
  app.decorate('service', ctx.use);
  app.addHook('onReady', () => runtime.start());
  if (deps.controlSocket) {
    const commands = Object.fromEntries(runtime.modules.flatMap(({ module }) => Object.entries(module.cli ?? {})));
    let socket: ControlSocket | null = null;
    app.addHook('onReady', async () => {
      // Without it (a path longer than a socket's 107 bytes, a folder that refuses sockets) the station
      // still runs; commands then wait until it is stopped.
      socket = await listenControlSocket({ dataDir: config.dataDir, commands, ctx, log: ctx.log }).catch((err: Error) => {
        ctx.log.warn(
          `The control socket (DATA_DIR/selah.sock) could not be opened, so commands wait until the station stops: ${err.message}`,
        );
        return null;
      });
    });
    app.addHook('onClose', async () => {
      await socket?.close();
    });
  }
  app.addHook('onClose', () => runtime.close());

  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  // With several instances (REDIS_URL) every one counts in the same Redis keys; a Redis outage lets
  // requests through rather than failing them (skipOnError), and is logged by the connection.
  await app.register(
    rateLimit,
    ctx.redis ? { global: false, redis: ctx.redis, nameSpace: `${config.redisNamespace}:rate:`, skipOnError: true } : { global: false },
  );
  // No socket takes a frame bigger than a chat line's worth (before or after sign-in), and one
  // address holds a bounded number of sockets.
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });
  // After the plugin's own onRequest hook, so a refused upgrade's socket is closed after the 429.
  limitSocketsPerAddress(app, config.limits.socketsPerAddress);
  app.addHook('preValidation', refuseControlCharacters);

  await runtime.seed({ starterMusic: deps.starterMusic ?? false });
  if (deps.seedDemo) await runtime.writeDemo();
  for (const { module, service } of runtime.modules) await registerModule(app, module, service);
  openApiRoutes(app);
  const pages = runtime.modules.filter(({ module }) => module.page);
  await registerWebApp(app, config.paths.webDist, (pathname, locale) =>
    Promise.all(pages.map(({ module, service }) => module.page!(service, pathname, locale))),
  );
  return app;
}

/** A module's routes at the root, its admin routes under /api/admin behind one role check. */
async function registerModule(app: FastifyInstance, module: SelahModule<unknown>, service: unknown): Promise<void> {
  if (module.routes) await app.register(module.routes, { service });
  if (!module.adminRoutes) return;
  const adminRoutes = module.adminRoutes.bind(module);
  const roles = module.adminRoles ?? ['admin'];
  await app.register(
    async (admin) => {
      // onRequest: who may call comes before what they sent (a visitor gets 401, not a 400 about the query).
      // Staff held back by the station's two-step rule get 403 two_step_required (guards.ts).
      admin.addHook('onRequest', async (request) => {
        await requireRole(request, ...roles);
      });
      await admin.register(adminRoutes, { service });
    },
    { prefix: '/api/admin' },
  );
}
