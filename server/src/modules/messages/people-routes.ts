import { messagesMessages } from '@selah/contracts/messages';
import { messagesApi as api } from '@selah/contracts/messages-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { optionalUser, requireUser } from '../accounts/index.ts';
import type { MessagesModuleService } from './module-service.ts';
import { perMember } from './routes.ts';

const FOLLOWS_PER_10_MIN = 60;

/** Members' public profiles, following and blocking. */
export const peopleRoutes: ModuleRoutes<MessagesModuleService> = async (app, { service }) => {
  const { people } = service;
  const limited = { config: perMember(FOLLOWS_PER_10_MIN, messagesMessages.followFlood) };

  route(app, api.profile, async (request) => people.profile(await optionalUser(request), request.params.id));
  route(app, api.follow, limited, async (request) => people.follow(await requireUser(request), request.params.id, true));
  route(app, api.unfollow, limited, async (request) => people.follow(await requireUser(request), request.params.id, false));
  route(app, api.block, limited, async (request) => people.block(await requireUser(request), request.params.id, true));
  route(app, api.unblock, limited, async (request) => people.block(await requireUser(request), request.params.id, false));
  route(app, api.teamAccounts, () => people.teamAccounts());
};
