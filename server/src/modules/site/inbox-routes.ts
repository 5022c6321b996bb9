import { inboxApi as api } from '@selah/contracts/inbox-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { SiteService } from './site.service.ts';
import { inboxItemIn } from './inbox-items.ts';
import { requestLocale } from '../../platform/http/locale.ts';

/** Under /api/admin/inbox (admins): messages, inquiries and orders, the newsletter list and the mail outbox. */
export const inboxAdminRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  const { inbox } = service;

  route(app, api.counts, () => inbox.counts());
  route(app, api.subscribers, async (request) => ({ subscribers: await inbox.subscribers(request.query.limit) }));
  route(app, api.subscribersCsv, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(await inbox.subscribersCsv()),
  );
  route(app, api.outbox, async (request) => ({ mails: await inbox.outbox(request.query.status, request.query.limit) }));
  route(app, api.resend, async (request) => inbox.resend(request.params.id, await requireUser(request)));

  route(app, api.list, async (request) => ({
    items: (await inbox.list(request.params.kind, request.query.status, request.query.limit)).map((i) =>
      inboxItemIn(i, requestLocale(request)),
    ),
  }));
  route(app, api.item, async (request) => inboxItemIn(await inbox.get(request.params.kind, request.params.id), requestLocale(request)));
  route(app, api.markHandled, async (request) => inbox.handle(request.params.kind, request.params.id, await requireUser(request)));
  route(app, api.reopen, async (request) => inbox.reopen(request.params.kind, request.params.id, await requireUser(request)));
  route(app, api.reply, async (request) => inbox.reply(request.params.kind, request.params.id, request.body, await requireUser(request)));
};
