import { blockResponse, followState, messagesMessages, publicProfile, teamAccounts, userIdParams } from '@selah/contracts/messages';
import type { ModuleRoutes } from '../../platform/module.ts';
import { optionalUser, requireUser } from '../accounts/index.ts';
import type { MessagesModuleService } from './module-service.ts';
import { errors, perMember } from './routes.ts';

const FOLLOWS_PER_10_MIN = 60;

/** Members' public profiles, following and blocking. */
export const peopleRoutes: ModuleRoutes<MessagesModuleService> = async (app, { service }) => {
  const { people } = service;
  const limited = { config: perMember(FOLLOWS_PER_10_MIN, messagesMessages.followFlood) };

  app.get('/api/users/:id', { schema: { params: userIdParams, response: { 200: publicProfile, ...errors } } }, async (request) =>
    people.profile(await optionalUser(request), request.params.id),
  );
  app.post(
    '/api/users/:id/follow',
    { ...limited, schema: { params: userIdParams, response: { 200: followState, ...errors } } },
    async (request) => people.follow(await requireUser(request), request.params.id, true),
  );
  app.delete(
    '/api/users/:id/follow',
    { ...limited, schema: { params: userIdParams, response: { 200: followState, ...errors } } },
    async (request) => people.follow(await requireUser(request), request.params.id, false),
  );
  app.post(
    '/api/users/:id/block',
    { ...limited, schema: { params: userIdParams, response: { 200: blockResponse, ...errors } } },
    async (request) => people.block(await requireUser(request), request.params.id, true),
  );
  app.delete(
    '/api/users/:id/block',
    { ...limited, schema: { params: userIdParams, response: { 200: blockResponse, ...errors } } },
    async (request) => people.block(await requireUser(request), request.params.id, false),
  );
  app.get('/api/team/accounts', { schema: { response: { 200: teamAccounts } } }, () => people.teamAccounts());
};
