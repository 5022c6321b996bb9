import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { accountMessages } from '@selah/contracts/accounts';
import { accountsApi as api } from '@selah/contracts/accounts-endpoints';
import { SecondStepRequired } from './login.service.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';
import { AVATAR_MAX_BYTES, avatarFilePattern, avatarPath, storeAvatar } from './avatar.ts';
import { memberOrAddress, requireUser } from './guards.ts';
import { endSession } from './session.service.ts';
import { twoStepRoutes } from './two-step-routes.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { memberDataRoutes } from './member-data-routes.ts';

const userAgent = (h: string | undefined) => (h ?? '').slice(0, 300);
/** Who is signing in, for the member's list of where they are signed in. */
const clientOf = (request: FastifyRequest) => ({ userAgent: userAgent(request.headers['user-agent']), address: request.ip });

export const accountsRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  const { accounts, passwordReset } = service;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(twoStepRoutes, { service });
  await memberDataRoutes(app, { service });

  route(
    app,
    api.signup,
    {
      config: {
        rateLimit: {
          max: app.config.limits.signupsPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => new HttpError(429, accountMessages.signupRateLimit, 'rate_limit'),
        },
      },
    },
    async (request) => accounts.signup(request.body, clientOf(request)),
  );

  route(app, api.login, async (request, reply) => {
    try {
      return await accounts.login(request.body, request.ip, userAgent(request.headers['user-agent']));
    } catch (err) {
      // The right password, and a second step to ask for: which ones, with a passkey challenge.
      if (!(err instanceof SecondStepRequired)) throw err;
      reply.header('cache-control', 'no-store');
      return reply.status(401).send({
        message: err.message,
        error: err.code,
        totp: err.totp,
        ...(err.passkey ? { passkey: err.passkey } : {}),
      });
    }
  });

  route(app, api.me, async (request) => accounts.getSelf((await requireUser(request)).id));

  // Where the member is signed in, and signing devices out (one, or all but this one).
  route(app, api.sessions, async (request) => ({ sessions: await accounts.sessions(await requireUser(request)) }));
  route(app, api.endSession, async (request) => {
    await accounts.endSession(await requireUser(request), request.params.id);
  });
  route(app, api.endOtherSessions, async (request) => ({ ended: await accounts.endOtherSessions(await requireUser(request)) }));

  route(app, api.updateProfile, async (request) => accounts.updateProfile((await requireUser(request)).id, request.body));

  route(
    app,
    api.uploadAvatar,
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } },
    async (request) => {
      const session = await requireUser(request);
      if (!request.isMultipart()) throw badRequest(accountMessages.avatarNotMultipart);
      const file = await request.file();
      if (!file) throw badRequest(accountMessages.avatarMissing, { avatar: accountMessages.avatarMissing });
      const bytes = await file.toBuffer().catch(() => {
        throw badRequest(accountMessages.avatarTooLarge, { avatar: accountMessages.avatarTooLarge }, 'too_large');
      });
      return accounts.setAvatar(session.id, await storeAvatar(app.config.dataDir, session.id, bytes));
    },
  );

  route(app, api.avatarFile, async (request, reply) => {
    if (!avatarFilePattern.test(request.params.file)) throw notFound();
    const file = avatarPath(app.config.dataDir, request.params.file);
    if (!fs.existsSync(file)) throw notFound();
    // Each upload gets a new name, so a stored avatar never changes.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
  });

  route(app, api.logout, async (request) => {
    const session = await requireUser(request);
    await endSession(app.db, session.sessionId, app.clock.now());
  });

  // The link's address never comes from the request (a forged Host would send the token elsewhere).
  route(app, api.requestPasswordReset, { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } }, async (request) => ({
    message: await passwordReset.request(request.body.email, await publicAddress(app.config, app.settings)),
  }));

  route(app, api.confirmPasswordReset, { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } }, (request) =>
    passwordReset.confirm(request.body.token, request.body.password, clientOf(request)),
  );
};
