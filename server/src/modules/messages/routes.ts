import { messagesMessages } from '@selah/contracts/messages';
import { messagesApi as api } from '@selah/contracts/messages-endpoints';
import { HttpError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireUser } from '../accounts/index.ts';
import type { MessagesModuleService } from './module-service.ts';

/** Per member (their id, however the token is sent), the community's posting-limit pattern. */
export const perMember = (max: number, message: string) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
    errorResponseBuilder: () => new HttpError(429, message, 'rate_limit'),
  },
});

/** Direct messages: every route answers only about the signed-in member's own conversations. */
export const messagesRoutes: ModuleRoutes<MessagesModuleService> = async (app, { service }) => {
  const { messages } = service;

  route(app, api.send, { config: perMember(service.limits.messagesPer10Min, messagesMessages.flood) }, async (request) =>
    messages.send(await requireUser(request), request.body),
  );
  route(app, api.conversations, async (request) => messages.conversations(await requireUser(request)));
  route(app, api.unreadCount, async (request) => ({ count: await messages.unreadTotal(await requireUser(request)) }));
  route(app, api.conversation, async (request) => messages.conversation(await requireUser(request), request.params.userId, request.query));
  route(app, api.markRead, async (request) => messages.markRead(await requireUser(request), request.params.userId));
  route(app, api.report, { config: perMember(10, messagesMessages.flood) }, async (request) =>
    messages.report(await requireUser(request), request.params.id, request.body),
  );
};
