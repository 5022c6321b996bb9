import crypto from 'node:crypto';
import type { Locale } from '@selah/contracts/i18n';
import type { Mail } from '../../platform/mailer/mailer.ts';
import type { Rendered } from './render.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { notificationWords as say } from './words.ts';

/** The key of a one-click unsubscribe link: the member and the kinds it turns off, never a session. */
const signature = (secret: string, userId: string, types: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}:${types}`).digest('base64url');

export function unsubscribeUrl(base: string, secret: string, userId: string, types: readonly string[]): string {
  const t = [...types].sort().join(',');
  const q = new URLSearchParams({ u: userId, t, s: signature(secret, userId, t) });
  return `${base}/api/notifications/unsubscribe?${q.toString()}`;
}

/** The kinds a link turns off, or null when it was not signed by this station. */
export function verifyUnsubscribe(secret: string, q: { u: string; t: string; s: string }, known: readonly string[]): string[] | null {
  const expected = Buffer.from(signature(secret, q.u, q.t));
  const given = Buffer.from(q.s);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const types = q.t.split(',');
  return types.every((t) => known.includes(t)) ? types : null;
}

/** RFC 8058: mail clients show an Unsubscribe button that POSTs to the link, no sign-in. */
const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

function page(locale: Locale, inner: string, unsubscribe: string, settings: string): string {
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${inner}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(say(locale, 'email.unsubscribe'))}</a> · <a href="${escapeHtml(settings)}">${escapeHtml(say(locale, 'email.settings'))}</a></p>
</body></html>`;
}

const footer = (locale: Locale, unsubscribe: string, settings: string) =>
  `\n\n--\n${say(locale, 'email.unsubscribe')}: ${unsubscribe}\n${say(locale, 'email.settings')}: ${settings}\n`;

/** One notification, by email in the member's language: text and HTML parts, the link, the one-click unsubscribe. */
export function notificationMail(to: string, item: Rendered, links: { base: string; unsubscribe: string }, locale: Locale = 'en'): Mail {
  const url = `${links.base}${item.link}`;
  const settings = `${links.base}/notifications/settings`;
  const open = say(locale, 'email.open');
  return {
    to,
    subject: item.title,
    text: `${item.title}\n\n${item.body}\n\n${open}: ${url}${footer(locale, links.unsubscribe, settings)}`,
    html: page(
      locale,
      `<h1 style="font-size:18px">${escapeHtml(item.title)}</h1><p>${escapeHtml(item.body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>`,
      links.unsubscribe,
      settings,
    ),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** Several notifications in one daily or weekly email. */
export function digestMail(
  to: string,
  digest: 'daily' | 'weekly',
  items: Rendered[],
  links: { base: string; unsubscribe: string },
  locale: Locale = 'en',
): Mail {
  const settings = `${links.base}/notifications/settings`;
  const subject = say(locale, 'email.digestSubject', { digest });
  const intro = say(locale, 'email.digestIntro');
  const lines = items.map((i) => `- ${i.title}\n  ${i.body}\n  ${links.base}${i.link}`).join('\n\n');
  const list = items
    .map(
      (i) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(links.base + i.link)}">${escapeHtml(i.title)}</a><br><span>${escapeHtml(i.body)}</span></li>`,
    )
    .join('');
  return {
    to,
    subject,
    text: `${intro}\n\n${lines}${footer(locale, links.unsubscribe, settings)}`,
    html: page(
      locale,
      `<h1 style="font-size:18px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p><ul>${list}</ul>`,
      links.unsubscribe,
      settings,
    ),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}
