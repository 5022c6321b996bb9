import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import { totpDisableRequest, totpEnableRequest, totpEnableResponse, totpSetupResponse, twoStepStatus } from '@selah/contracts/two-step';
import {
  passkeyCreationOptions,
  passkeyIdParams,
  passkeyList,
  passkeyRegisterRequest,
  passkeyRegisterResponse,
  passkeyRemoveRequest,
} from '@selah/contracts/passkeys';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';
import { memberOrAddress, requireUser } from './guards.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };
/** Codes and passwords typed here are guesses too: a few a minute is plenty for a person. */
const guessLimit = { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: memberOrAddress } };

/** The signed-in member's own two-step sign-in (profile): set up, confirm with a code, turn off. */
export const twoStepRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  const { twoStep } = service;

  app.get('/api/auth/totp', { schema: { response: { 200: twoStepStatus, 401: errorResponse } } }, async (request) =>
    twoStep.status((await requireUser(request)).id),
  );
  app.post(
    '/api/auth/totp/setup',
    { config: guessLimit, schema: { response: { 200: totpSetupResponse, ...errors } } },
    async (request, reply) => {
      // The secret is shown once; no cache keeps it.
      reply.header('cache-control', 'no-store');
      return twoStep.setup(await requireUser(request));
    },
  );
  app.post(
    '/api/auth/totp/enable',
    { config: guessLimit, schema: { body: totpEnableRequest, response: { 200: totpEnableResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoStep.enable(await requireUser(request), request.body.code);
    },
  );
  app.post(
    '/api/auth/totp/disable',
    { config: guessLimit, schema: { body: totpDisableRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await twoStep.disable(await requireUser(request), request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );

  // Passkeys (decision 029): listed, added after the browser answers a challenge, removed with the password.
  const { passkeys } = service;
  // Who may call comes before what they sent: a visitor hears 401, not a 400 about the body.
  const signedIn = async (request: FastifyRequest) => void (await requireUser(request));
  app.get('/api/auth/passkeys', { schema: { response: { 200: passkeyList, 401: errorResponse } } }, async (request) => ({
    passkeys: await passkeys.list((await requireUser(request)).id),
  }));
  app.post(
    '/api/auth/passkeys/options',
    { config: guessLimit, schema: { response: { 200: passkeyCreationOptions, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return passkeys.registrationOptions(await requireUser(request));
    },
  );
  app.post(
    '/api/auth/passkeys',
    {
      onRequest: signedIn,
      config: guessLimit,
      schema: { body: passkeyRegisterRequest, response: { 201: passkeyRegisterResponse, ...errors } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await passkeys.register(user, request.body.name, request.body.response));
    },
  );
  app.delete(
    '/api/auth/passkeys/:id',
    {
      onRequest: signedIn,
      config: guessLimit,
      schema: { params: passkeyIdParams, body: passkeyRemoveRequest, response: { 204: z.null(), 404: errorResponse, ...errors } },
    },
    async (request, reply) => {
      await passkeys.remove(await requireUser(request), request.params.id, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );
};
