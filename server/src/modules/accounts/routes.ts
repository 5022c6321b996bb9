import fs from 'node:fs';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  authResponse,
  loginRequest,
  memberStats,
  passwordResetConfirm,
  passwordResetRequest,
  profileUpdateRequest,
  publicUser,
  signupRequest,
} from '@selah/contracts/accounts';
import { errorResponse } from '@selah/contracts/common';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import { readOutbox } from '../../platform/mailer/mailer.ts';
import {
  confirmPasswordReset,
  getSelf,
  login,
  requestPasswordReset,
  setAvatar,
  signup,
  updateProfile,
} from './accounts.service.ts';
import { AVATAR_MAX_BYTES, avatarFilePattern, avatarPath, storeAvatar } from './avatar.ts';
import { requireRole, requireUser } from './guards.ts';
import { endSession } from './session.service.ts';

export interface AccountsModuleOptions {
  seedDemo: boolean;
}

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

export const accountsModule: FastifyPluginAsyncZod<AccountsModuleOptions> = async (app) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  const ua = (h: string | undefined) => (h ?? '').slice(0, 300);

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
    async (request, reply) => reply.status(201).send(await signup(app.db, request.body, ua(request.headers['user-agent']))),
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginRequest, response: { 200: authResponse, ...errors } } },
    async (request) => login(app.db, request.body, request.ip, ua(request.headers['user-agent'])),
  );

  app.get('/api/auth/me', { schema: { response: { 200: publicUser, 401: errorResponse } } }, async (request) => {
    const session = await requireUser(request);
    return getSelf(app.db, session.id);
  });

  app.patch(
    '/api/auth/profile',
    { schema: { body: profileUpdateRequest, response: { 200: publicUser, ...errors } } },
    async (request) => {
      const session = await requireUser(request);
      return updateProfile(app.db, session.id, request.body);
    },
  );

  app.post('/api/auth/avatar', { schema: { response: { 200: publicUser, ...errors } } }, async (request) => {
    const session = await requireUser(request);
    if (!request.isMultipart()) throw badRequest('Please upload the image as a form file named "avatar".');
    const file = await request.file();
    if (!file) throw badRequest('Please choose an image to upload.', { avatar: 'Please choose an image to upload.' });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw badRequest('That image is larger than 2 MB. Please choose a smaller one.', {
        avatar: 'That image is larger than 2 MB. Please choose a smaller one.',
      }, 'too_large');
    }
    const url = await storeAvatar(app.config.dataDir, session.id, bytes);
    return setAvatar(app.db, session.id, url);
  });

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
      const site = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      await requestPasswordReset(app.db, app.mailer, request.body.email, site);
      return reply.status(202).send({ message: accountMessages.resetSent });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: passwordResetConfirm, response: { 200: authResponse, ...errors } },
    },
    async (request) =>
      confirmPasswordReset(app.db, request.body.token, request.body.password, ua(request.headers['user-agent'])),
  );

  app.get(
    '/api/users/:id/stats',
    { schema: { params: z.object({ id: z.string().uuid() }), response: { 200: memberStats } } },
    async (request) => app.memberStats(request.params.id),
  );

  app.get(
    '/api/admin/outbox',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) } },
    async (request) => {
      await requireRole(request, 'admin');
      return readOutbox(app.db, request.query.limit);
    },
  );
};
