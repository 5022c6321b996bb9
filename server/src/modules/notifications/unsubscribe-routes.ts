import type { FastifyInstance, FastifyReply } from 'fastify';
import { notificationCopy, notificationMessages } from '@selah/contracts/notifications';
import { notificationsApi as api } from '@selah/contracts/notifications-endpoints';
import { badRequest } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { NotificationsModuleService } from './service.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';

const page = (title: string, message: string, form = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${form}</body></html>`;
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The signed one-click unsubscribe link of every notification email (RFC 8058). A mail
 * client's Unsubscribe button POSTs `List-Unsubscribe=One-Click` and that kind's email is off,
 * without signing in. Opening the link (GET) changes nothing, because mail scanners prefetch
 * links: it shows a page whose button makes the same POST.
 */
export async function unsubscribeRoutes(app: FastifyInstance, service: NotificationsModuleService): Promise<void> {
  // The one-click body is a form; what it says does not matter, the signed link does.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );
  const url = api.unsubscribe.path;

  const { unsubscribePage } = notificationCopy;
  route(app, api.unsubscribePage, async (request, reply) => {
    const action = escapeHtml(`${url}?${new URLSearchParams(request.query).toString()}`);
    const form = `<form method="post" action="${action}"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.2rem">${escapeHtml(unsubscribePage.button)}</button></form>`;
    return html(reply, 200, page(unsubscribePage.confirm, unsubscribePage.confirmHint, form));
  });

  route(app, api.unsubscribe, async (request, reply) => {
    const done = await service.unsubscribe(request.query);
    // A person pressing the page's button gets a page; a mail client gets JSON.
    if (String(request.headers.accept ?? '').includes('text/html')) {
      return done
        ? html(reply, 200, page(unsubscribePage.done, notificationMessages.unsubscribed))
        : html(reply, 400, page(unsubscribePage.invalid, notificationMessages.unsubscribeInvalid));
    }
    if (!done) throw badRequest(notificationMessages.unsubscribeInvalid, undefined, 'bad_unsubscribe_link');
    return { message: notificationMessages.unsubscribed };
  });
}
