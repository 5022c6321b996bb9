import { errorResponse } from '@selah/contracts/common';
import {
  conversationList,
  conversationPage,
  conversationParams,
  conversationQuery,
  directMessage,
  messageIdParams,
  messageReportRequest,
  messageReportResponse,
  messagesMessages,
  readResponse,
  sendMessageRequest,
  unreadMessages,
} from '@selah/contracts/messages';
import { HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireUser } from '../accounts/index.ts';
import type { MessagesModuleService } from './module-service.ts';

export const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
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

  app.post(
    '/api/messages',
    {
      config: perMember(service.limits.messagesPer10Min, messagesMessages.flood),
      schema: { body: sendMessageRequest, response: { 201: directMessage, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await messages.send(await requireUser(request), request.body)),
  );
  app.get('/api/messages/conversations', { schema: { response: { 200: conversationList, ...errors } } }, async (request) =>
    messages.conversations(await requireUser(request)),
  );
  app.get('/api/messages/unread-count', { schema: { response: { 200: unreadMessages, ...errors } } }, async (request) => ({
    count: await messages.unreadTotal(await requireUser(request)),
  }));
  app.get(
    '/api/messages/conversations/:userId',
    { schema: { params: conversationParams, querystring: conversationQuery, response: { 200: conversationPage, ...errors } } },
    async (request) => messages.conversation(await requireUser(request), request.params.userId, request.query),
  );
  app.post(
    '/api/messages/conversations/:userId/read',
    { schema: { params: conversationParams, response: { 200: readResponse, ...errors } } },
    async (request) => messages.markRead(await requireUser(request), request.params.userId),
  );
  app.post(
    '/api/messages/:id/report',
    {
      config: perMember(10, messagesMessages.flood),
      schema: {
        params: messageIdParams,
        body: messageReportRequest,
        response: { 201: messageReportResponse, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await messages.report(await requireUser(request), request.params.id, request.body)),
  );
};
