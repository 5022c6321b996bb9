import type { FastifyRequest } from 'fastify';
import { twoStepApi as api } from '@selah/contracts/two-step-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';
import { memberOrAddress, requireUser } from './guards.ts';

/** Codes and passwords typed here are guesses too: a few a minute is plenty for a person. */
const guessLimit = { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: memberOrAddress } };

/** The signed-in member's own two-step sign-in (profile): set up, confirm with a code, turn off. */
export const twoStepRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  const { twoStep } = service;

  route(app, api.status, async (request) => twoStep.status((await requireUser(request)).id));
  route(app, api.setupTotp, { config: guessLimit }, async (request, reply) => {
    // The secret is shown once; no cache keeps it.
    reply.header('cache-control', 'no-store');
    return twoStep.setup(await requireUser(request));
  });
  route(app, api.enableTotp, { config: guessLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return twoStep.enable(await requireUser(request), request.body.code);
  });
  route(app, api.disableTotp, { config: guessLimit }, async (request) => {
    await twoStep.disable(await requireUser(request), request.body.password, request.ip);
  });

  // Passkeys (decision 029): listed, added after the browser answers a challenge, removed with the password.
  const { passkeys } = service;
  // Who may call comes before what they sent: a visitor hears 401, not a 400 about the body.
  const signedIn = async (request: FastifyRequest) => void (await requireUser(request));
  route(app, api.listPasskeys, async (request) => ({ passkeys: await passkeys.list((await requireUser(request)).id) }));
  route(app, api.passkeyOptions, { config: guessLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return passkeys.registrationOptions(await requireUser(request));
  });
  route(app, api.addPasskey, { onRequest: signedIn, config: guessLimit }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return passkeys.register(user, request.body.name, request.body.response);
  });
  route(app, api.removePasskey, { onRequest: signedIn, config: guessLimit }, async (request) => {
    await passkeys.remove(await requireUser(request), request.params.id, request.body.password, request.ip);
  });
};
