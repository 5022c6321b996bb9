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
} from './admin-site.ts';
import { errorResponse, idResponse } from './common.ts';
import { endpoint } from './endpoint.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const itemParams = z.object({ kind: inboxKind, id: z.uuid(m.itemNotFound) });

/** The console's inbox (admins): messages, inquiries and orders, the newsletter list and the mail outbox. */
export const inboxApi = {
  counts: endpoint({ method: 'GET', path: '/api/admin/inbox/counts', responses: { 200: inboxCounts, ...errors } }),
  subscribers: endpoint({
    method: 'GET',
    path: '/api/admin/inbox/newsletter',
    query: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
    responses: { 200: z.object({ subscribers: z.array(subscriber) }), ...errors },
  }),
  /** Every subscriber as a CSV file (newsletter-subscribers.csv). */
  subscribersCsv: endpoint({ method: 'GET', path: '/api/admin/inbox/newsletter.csv', responses: {}, produces: 'text/csv' }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/admin/inbox/outbox',
    query: outboxQuery,
    responses: { 200: z.object({ mails: z.array(outboxMail) }), ...errors },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/outbox/:id/resend',
    params: z.object({ id: z.uuid(m.mailNotFound) }),
    responses: { 201: idResponse, ...errors },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/inbox/:kind',
    params: z.object({ kind: inboxKind }),
    query: inboxQuery,
    responses: { 200: z.object({ items: z.array(inboxItem) }), ...errors },
  }),
  item: endpoint({ method: 'GET', path: '/api/admin/inbox/:kind/:id', params: itemParams, responses: { 200: inboxItem, ...errors } }),
  markHandled: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/handled',
    params: itemParams,
    responses: { 200: inboxItem, ...errors },
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/reopen',
    params: itemParams,
    responses: { 200: inboxItem, ...errors },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/reply',
    params: itemParams,
    body: replyRequest,
    responses: { 200: replyResponse, ...errors },
  }),
};
