import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';
import { notificationMessages } from '@selah/contracts/notifications';
import { requestLocale } from '../../platform/http/locale.ts';
import { notificationWords as say } from './words.ts';
import { notificationsApi as api } from '@selah/contracts/notifications-endpoints';
import { badRequest } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { NotificationsModuleService } from './service.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';

const page = (locale: Locale, title: string, message: string, form = '') =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
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

  /** Spanish when the browser asks for it or the link's member chose it; else English. */
  const localeOf = async (request: FastifyRequest, q: { u: string; t: string; s: string }): Promise<Locale> =>
    requestLocale(request) === 'es' || (await service.linkLocale(q)) === 'es' ? 'es' : 'en';

  route(app, api.unsubscribePage, async (request, reply) => {
    const locale = await localeOf(request, request.query);
    const action = escapeHtml(`${url}?${new URLSearchParams(request.query).toString()}`);
    const form = `<form method="post" action="${action}"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.2rem">${escapeHtml(say(locale, 'unsubscribe.button'))}</button></form>`;
    return html(reply, 200, page(locale, say(locale, 'unsubscribe.confirm'), say(locale, 'unsubscribe.confirmHint'), form));
  });

  route(app, api.unsubscribe, async (request, reply) => {
    const done = await service.unsubscribe(request.query);
    // A person pressing the page's button gets a page; a mail client gets JSON.
    if (String(request.headers.accept ?? '').includes('text/html')) {
      const locale = await localeOf(request, request.query);
      const sentence = (english: string) => translateMessage(english, locale);
      return done
        ? html(reply, 200, page(locale, say(locale, 'unsubscribe.done'), sentence(notificationMessages.unsubscribed)))
        : html(reply, 400, page(locale, say(locale, 'unsubscribe.invalid'), sentence(notificationMessages.unsubscribeInvalid)));
    }
    if (!done) throw badRequest(notificationMessages.unsubscribeInvalid, undefined, 'bad_unsubscribe_link');
    return { message: notificationMessages.unsubscribed };
  });
}
