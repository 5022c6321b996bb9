import fs from 'node:fs';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  accountMessages,
  authResponse,
  loginRequest,
  passwordResetConfirm,
  passwordResetRequest,
  profileUpdateRequest,
  publicUser,
  sessionIdParams,
  sessionList,
  signupRequest,
} from '@selah/contracts/accounts';
import { errorResponse } from '@selah/contracts/common';
import { secondStepRequired } from '@selah/contracts/passkeys';
import { SecondStepRequired } from './login.service.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';
import { AVATAR_MAX_BYTES, avatarFilePattern, avatarPath, storeAvatar } from './avatar.ts';
import { memberOrAddress, requireUser } from './guards.ts';
import { endSession } from './session.service.ts';
import { twoStepRoutes } from './two-step-routes.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { memberDataRoutes } from './member-data-routes.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };
const userAgent = (h: string | undefined) => (h ?? '').slice(0, 300);
/** Who is signing in, for the member's list of where they are signed in. */
const clientOf = (request: FastifyRequest) => ({ userAgent: userAgent(request.headers['user-agent']), address: request.ip });

export const accountsRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  const { accounts, passwordReset } = service;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(twoStepRoutes, { service });
  await memberDataRoutes(app, { service });

  app.post(
    '/api/auth/signup',
    {
      config: {
        rateLimit: {
          max: app.config.limits.signupsPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => new HttpError(429, accountMessages.signupRateLimit, 'rate_limit'),
        },
      },
      schema: { body: signupRequest, response: { 201: authResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await accounts.signup(request.body, clientOf(request))),
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginRequest, response: { 200: authResponse, ...errors, 401: secondStepRequired } } },
    async (request, reply) => {
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
    },
  );

  app.get('/api/auth/me', { schema: { response: { 200: publicUser, 401: errorResponse } } }, async (request) =>
    accounts.getSelf((await requireUser(request)).id),
  );

  // Where the member is signed in, and signing devices out (one, or all but this one).
  app.get('/api/auth/sessions', { schema: { response: { 200: sessionList, 401: errorResponse } } }, async (request) => ({
    sessions: await accounts.sessions(await requireUser(request)),
  }));
  app.delete(
    '/api/auth/sessions/:id',
    { schema: { params: sessionIdParams, response: { 204: z.null(), 400: errorResponse, 401: errorResponse, 404: errorResponse } } },
    async (request, reply) => {
      await accounts.endSession(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/auth/sessions',
    { schema: { response: { 200: z.object({ ended: z.number().int() }), 401: errorResponse } } },
    async (request) => ({
      ended: await accounts.endOtherSessions(await requireUser(request)),
    }),
  );

  app.patch('/api/auth/profile', { schema: { body: profileUpdateRequest, response: { 200: publicUser, ...errors } } }, async (request) =>
    accounts.updateProfile((await requireUser(request)).id, request.body),
  );

  app.post(
    '/api/auth/avatar',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: memberOrAddress } },
      schema: { response: { 200: publicUser, ...errors } },
    },
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

  app.get('/media/avatars/:file', { schema: { params: z.object({ file: z.string().max(80) }) } }, async (request, reply) => {
    if (!avatarFilePattern.test(request.params.file)) throw notFound();
    const file = avatarPath(app.config.dataDir, request.params.file);
    if (!fs.existsSync(file)) throw notFound();
    // Each upload gets a new name, so a stored avatar never changes.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
  });

  app.post('/api/auth/logout', { schema: { response: { 204: z.null(), 401: errorResponse } } }, async (request, reply) => {
    const session = await requireUser(request);
    await endSession(app.db, session.sessionId);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/auth/password-reset',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { body: passwordResetRequest, response: { 202: z.object({ message: z.string() }), ...errors } },
    },
    async (request, reply) => {
      // The link's address never comes from the request (a forged Host would send the token elsewhere).
      const message = await passwordReset.request(request.body.email, await publicAddress(app.config, app.settings));
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: passwordResetConfirm, response: { 200: authResponse, ...errors } },
    },
    (request) => passwordReset.confirm(request.body.token, request.body.password, clientOf(request)),
  );
};
