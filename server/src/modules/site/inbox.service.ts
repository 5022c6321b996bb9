import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { adminSiteMessages as m, type InboxItem, type InboxKind, type ReplyRequest } from '@selah/contracts/admin-site';
import { defaultLocale, locales, type Locale } from '@selah/contracts/i18n';
import { toInboxItem } from './inbox-items.ts';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { longDateIn } from '../../platform/i18n/dates.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import * as repo from './inbox.repo.ts';
import { countUnhandled } from './site.repo.ts';
import { siteWords } from './words.ts';

export interface InboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  audit: Audit;
  stationName(): Promise<string>;
  /** The station's zone: the date the reply quotes is the station's day. */
  zone(): string;
}

/** The language of the page a message was sent from; older ones (none kept) are English. */
const localeOf = (row: repo.InboxRow): Locale =>
  (locales as readonly unknown[]).includes(row.locale) ? (row.locale as Locale) : defaultLocale;

/** Who acts in the console: the signed-in member. */
export interface Actor {
  id: string;
  username: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** The audit lines of the inbox, per kind of message. */
const handledLine: Record<InboxKind, (name: string) => string> = {
  contact: said.handledMessage,
  'sponsor-inquiries': said.handledInquiry,
  'ad-orders': said.handledOrder,
};
const reopenedLine: Record<InboxKind, (name: string) => string> = {
  contact: said.reopenedMessage,
  'sponsor-inquiries': said.reopenedInquiry,
  'ad-orders': said.reopenedOrder,
};
const repliedLine: Record<InboxKind, (name: string, subject: string) => string> = {
  contact: said.repliedMessage,
  'sponsor-inquiries': said.repliedInquiry,
  'ad-orders': said.repliedOrder,
};

/** The console's inbox (contact messages, sponsor inquiries, ad orders), newsletter list and mail outbox. */
export function createInboxService(deps: InboxDeps) {
  const { db, clock, mailer, audit } = deps;

  async function load(kind: InboxKind, id: string) {
    const row = await repo.findInboxItem(db, kind, id);
    if (!row) throw notFound(m.itemNotFound);
    return row;
  }

  async function mark(kind: InboxKind, id: string, by: Actor, handled: boolean, summary?: string): Promise<InboxItem> {
    const before = await load(kind, id);
    const row = (await repo.setHandled(db, kind, id, handled ? { at: clock.now(), by: by.id } : null))!;
    const item = toInboxItem(kind, row);
    if (Boolean(before.handledAt) !== handled || summary) {
      await audit.record({
        actor: by,
        action: handled ? 'inbox.handled' : 'inbox.reopened',
        targetType: kind,
        targetId: id,
        summary: summary ?? (handled ? handledLine : reopenedLine)[kind](item.name),
        before: { handledAt: iso(before.handledAt) },
        after: { handledAt: item.handledAt },
      });
    }
    return item;
  }

  return {
    async counts() {
      const c = await countUnhandled(db);
      return {
        ...c,
        total: c.contact + c.sponsorInquiries + c.adOrders,
        newsletter: await repo.countSubscribers(db),
        outboxFailed: await repo.countFailedMail(db),
      };
    },
    list: async (kind: InboxKind, status: 'new' | 'handled' | 'all', limit: number) =>
      (await repo.listInbox(db, kind, status, limit)).map((r) => toInboxItem(kind, r)),
    get: async (kind: InboxKind, id: string) => toInboxItem(kind, await load(kind, id)),
    handle: (kind: InboxKind, id: string, by: Actor) => mark(kind, id, by, true),
    reopen: (kind: InboxKind, id: string, by: Actor) => mark(kind, id, by, false),

    /**
     * Writes to the sender through the station's mailer (their message quoted below, introduced in
     * the language of the page they wrote from) and marks it handled.
     */
    async reply(kind: InboxKind, id: string, body: ReplyRequest, by: Actor) {
      const row = await load(kind, id);
      const item = toInboxItem(kind, row);
      const quoted = item.message
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n');
      const locale = localeOf(row);
      const wrote = siteWords(locale, 'reply.wrote', { date: longDateIn(locale, row.createdAt, deps.zone()) });
      const text = `${body.message.trim()}\n\n— ${await deps.stationName()}\n\n${wrote}\n${quoted}\n`;
      const { id: mailId } = await mailer.send({ to: item.email, subject: body.subject.trim(), text });
      const handled = await mark(kind, id, by, true, repliedLine[kind](item.name, body.subject.trim()));
      return { item: handled, mailId };
    },

    async subscribers(limit: number) {
      return (await repo.listSubscribers(db, limit)).map((s) => ({ ...s, createdAt: s.createdAt.toISOString() }));
    },
    async subscribersCsv() {
      const list = await repo.listSubscribers(db, 1_000_000);
      return toCsv(
        ['email', 'subscribed_at'],
        list.map((s) => [s.email, s.createdAt]),
      );
    },

    async outbox(status: repo.OutboxStatus | 'all', limit: number) {
      return (await repo.listOutbox(db, status, limit)).map((r) => ({
        id: r.id,
        toAddress: r.toAddress,
        subject: r.subject,
        bodyText: r.bodyText,
        status: r.status,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
        sentAt: iso(r.sentAt),
      }));
    },
    /** Sends a failed or kept mail again, as a new mail in the outbox; a delivered one is not sent twice. */
    async resend(id: string, by: Actor) {
      const mail = await repo.findOutboxMail(db, id);
      if (!mail) throw notFound(m.mailNotFound);
      if (mail.status === 'sent') throw conflict(m.mailAlreadySent, 'already_sent');
      const sent = await mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
        ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await audit.record({
        actor: by,
        action: 'inbox.outbox.resend',
        targetType: 'mail',
        targetId: id,
        summary: said.mailResent(mail.subject),
        before: { status: mail.status },
        after: { mailId: sent.id },
      });
      return sent;
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
