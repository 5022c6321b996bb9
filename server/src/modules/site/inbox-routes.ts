import { z } from 'zod';
import {
  adminSiteMessages as m,
  inboxCounts,
  inboxItem,
  inboxKind,
  inboxQuery,
  outboxMail,
  outboxQuery,
  replyRequest,
  replyResponse,
  subscriber,
} from '@selah/contracts/admin-site';
import { errorResponse, idResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { SiteService } from './site.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const itemParams = z.object({ kind: inboxKind, id: z.uuid(m.itemNotFound) });
const limit = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) });

/** Under /api/admin/inbox (admins): messages, inquiries and orders, the newsletter list and the mail outbox. */
export const inboxAdminRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  const { inbox } = service;

  app.get('/inbox/counts', { schema: { response: { 200: inboxCounts, ...errors } } }, () => inbox.counts());

  app.get(
    '/inbox/newsletter',
    { schema: { querystring: limit, response: { 200: z.object({ subscribers: z.array(subscriber) }), ...errors } } },
    async (request) => ({
      subscribers: await inbox.subscribers(request.query.limit),
    }),
  );
  app.get('/inbox/newsletter.csv', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(await inbox.subscribersCsv()),
  );

  app.get(
    '/inbox/outbox',
    { schema: { querystring: outboxQuery, response: { 200: z.object({ mails: z.array(outboxMail) }), ...errors } } },
    async (request) => ({
      mails: await inbox.outbox(request.query.status, request.query.limit),
    }),
  );
  app.post(
    '/inbox/outbox/:id/resend',
    { schema: { params: z.object({ id: z.uuid(m.mailNotFound) }), response: { 201: idResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await inbox.resend(request.params.id, await requireUser(request))),
  );

  app.get(
    '/inbox/:kind',
    {
      schema: {
        params: z.object({ kind: inboxKind }),
        querystring: inboxQuery,
        response: { 200: z.object({ items: z.array(inboxItem) }), ...errors },
      },
    },
    async (request) => ({ items: await inbox.list(request.params.kind, request.query.status, request.query.limit) }),
  );
  app.get('/inbox/:kind/:id', { schema: { params: itemParams, response: { 200: inboxItem, ...errors } } }, (request) =>
    inbox.get(request.params.kind, request.params.id),
  );
  app.post('/inbox/:kind/:id/handled', { schema: { params: itemParams, response: { 200: inboxItem, ...errors } } }, async (request) =>
    inbox.handle(request.params.kind, request.params.id, await requireUser(request)),
  );
  app.post('/inbox/:kind/:id/reopen', { schema: { params: itemParams, response: { 200: inboxItem, ...errors } } }, async (request) =>
    inbox.reopen(request.params.kind, request.params.id, await requireUser(request)),
  );
  app.post(
    '/inbox/:kind/:id/reply',
    { schema: { params: itemParams, body: replyRequest, response: { 200: replyResponse, ...errors } } },
    async (request) => inbox.reply(request.params.kind, request.params.id, request.body, await requireUser(request)),
  );
};
