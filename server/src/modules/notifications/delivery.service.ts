import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import type { Log } from '../../platform/module.ts';
import * as repo from './delivery.repo.ts';
import { isQuiet, nextLocal } from '../../platform/time/zones.ts';
import { digestMail, notificationMail, unsubscribeUrl } from './mail.ts';
import { digestRows } from './notifications.repo.ts';
import type { PreferencesService } from './preferences.service.ts';
import type { PushSender } from './push-sender.ts';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import { render, type NotificationRow, type Rendered } from './render.ts';

export const RELEASE_JOB = 'notifications.release';
export const DIGEST_JOB = 'notifications.digest';
/** Digests go out at 07:00 in the member's zone; weekly ones on Monday. */
const DIGEST_HOUR = 7;
const MONDAY = 1;
const DAY_MS = 24 * 60 * 60_000;

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  log: Log;
  mailer: Mailer;
  jobs: Jobs;
  push: PushSender;
  preferences: PreferencesService;
  /** Members' addresses (the accounts module's directory). */
  contacts: (ids: readonly string[]) => Promise<Map<string, { email: string; displayName: string; locale: Locale }>>;
  /** The key that signs unsubscribe links. */
  unsubscribeKey: () => Promise<string>;
  /** Where links in mail point: PUBLIC_URL, else this server on localhost. */
  /** The station's public address, read at each mail (platform/public-address.ts). */
  baseUrl(): Promise<string>;
  /** The station's zone, for members who have not chosen their own. */
  stationZone: () => string;
}

/** One recipient's copy of a notification, put into words in their language as it goes out. */
export interface DeliveryItem {
  userId: string;
  notificationId: string | null;
  row: NotificationRow;
}
/** A copy in words, as held through quiet hours. */
type Worded = Omit<DeliveryItem, 'row'> & { content: Rendered };

type DigestPayload = { userId: string; digest: 'daily' | 'weekly' };

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/**
 * Email and web push. Immediate mail for kinds with email on and no digest; daily or weekly
 * digests through the scheduler; during a member's quiet hours email and push are held and
 * a scheduled job releases them when the quiet hours end.
 */
export function createDeliveryService(deps: DeliveryDeps) {
  const { db, clock, jobs, preferences } = deps;

  async function mailTo(
    userId: string,
    types: readonly string[],
    compose: (to: string, links: { base: string; unsubscribe: string }, locale: Locale) => Parameters<Mailer['send']>[0] | null,
  ) {
    const contact = (await deps.contacts([userId])).get(userId);
    if (!contact) return;
    const base = await deps.baseUrl();
    const unsubscribe = unsubscribeUrl(base, await deps.unsubscribeKey(), userId, types);
    const mail = compose(contact.email, { base, unsubscribe }, contact.locale);
    if (mail) await deps.mailer.send(mail);
  }

  const sendEmail = (userId: string, type: string, content: Rendered) =>
    mailTo(userId, [type], (to, links, locale) => notificationMail(to, content, links, locale));

  /** Each member's language (their choice, else the station's: English). */
  async function localesOf(ids: readonly string[]): Promise<Map<string, Locale>> {
    const contacts = await deps.contacts(ids);
    return new Map(ids.map((id) => [id, contacts.get(id)?.locale ?? defaultLocale]));
  }

  async function hold(item: Worded, type: string, channel: repo.Channel, releaseAt: Date): Promise<void> {
    await repo.holdDelivery(
      db,
      { userId: item.userId, notificationId: item.notificationId, channel, type, content: item.content, releaseAt },
      clock.now(),
    );
    await jobs.schedule(RELEASE_JOB, {
      key: `${item.userId}:${releaseAt.toISOString()}`,
      runAt: releaseAt,
      payload: { userId: item.userId },
    });
  }

  async function scheduleDigest(userId: string, digest: 'daily' | 'weekly', zone: string): Promise<void> {
    const runAt = digest === 'daily' ? nextLocal(clock.now(), zone, DIGEST_HOUR) : nextLocal(clock.now(), zone, DIGEST_HOUR, MONDAY);
    await jobs.schedule(DIGEST_JOB, {
      key: `${userId}:${digest}:${runAt.toISOString()}`,
      runAt,
      payload: { userId, digest } satisfies DigestPayload,
    });
  }

  /** The release job: everything held for the member, unless they read it meanwhile or turned the channel off. */
  async function release(payload: unknown): Promise<void> {
    const { userId } = payload as { userId: string };
    for (const held of await repo.takeHeld(db, userId, clock.now())) {
      if (held.read) continue;
      const [wanted] = await preferences.channels(held.type, [userId]);
      if (held.channel === 'email' && wanted?.email) await sendEmail(userId, held.type, held.content);
      if (held.channel === 'push' && wanted?.push) await deps.push.send(userId, held.content);
    }
  }

  /** The digest job: the member's unread notifications of their digest kinds since the last digest. */
  async function sendDigest(payload: unknown): Promise<void> {
    const { userId, digest } = payload as DigestPayload;
    const now = clock.now();
    const types = await preferences.digestTypes(userId, digest);
    const since = (await preferences.lastDigestAt(userId, digest)) ?? new Date(now.getTime() - (digest === 'daily' ? 1 : 7) * DAY_MS);
    const rows = await digestRows(db, userId, types, since);
    if (!rows.length) return;
    await mailTo(userId, types, (to, links, locale) =>
      digestMail(
        to,
        digest,
        rows.map((row) => render(row, locale)),
        links,
        locale,
      ),
    );
    await preferences.markDigestSent(userId, digest, now);
  }

  return {
    localesOf,

    /** The job handlers, on this instance's scheduler (or another's, in tests). */
    registerJobs(scheduler: Jobs): void {
      scheduler.handle(RELEASE_JOB, release);
      scheduler.handle(DIGEST_JOB, sendDigest);
    },

    /** Email and push for these recipients of one kind, as each of them asked. */
    async deliver(type: string, items: DeliveryItem[]): Promise<void> {
      const channels = await preferences.channels(
        type,
        items.map((i) => i.userId),
      );
      if (!channels.length) return;
      const byUser = new Map(items.map((i) => [i.userId, i]));
      const locales = await localesOf(channels.map((c) => c.userId));
      const now = clock.now();
      for (const c of channels) {
        const { row, ...rest } = byUser.get(c.userId)!;
        const item: Worded = { ...rest, content: render(row, locales.get(c.userId)) };
        const zone = c.timezone ?? deps.stationZone();
        const quiet = c.quietStart !== null && c.quietEnd !== null && isQuiet(now, zone, c.quietStart, c.quietEnd);
        const releaseAt = quiet ? nextLocal(now, zone, c.quietEnd!) : null;
        if (c.email && c.digest !== 'none') await scheduleDigest(c.userId, c.digest, zone);
        else if (c.email) await (releaseAt ? hold(item, type, 'email', releaseAt) : sendEmail(c.userId, type, item.content));
        if (c.push) await (releaseAt ? hold(item, type, 'push', releaseAt) : deps.push.send(c.userId, item.content));
      }
    },
  };
}
