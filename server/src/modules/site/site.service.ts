import { siteMessages } from '@selah/contracts/site';
import crypto from 'node:crypto';
import { z } from 'zod';
import type { adOrderRequest, contactRequest, newsletterRequest, sponsorInquiryRequest } from '@selah/contracts/site';
import { aboutContent, legalPage, packagesResponse, sponsorNotFound, sponsorProfile, teamMember } from '@selah/contracts/site-content';
import type { Locale } from '@selah/contracts/i18n';
import { stationInfo } from '@selah/contracts/station';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { SpamFields, SpamJudge } from '../../platform/http/anti-spam.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { readOutbox } from '../../platform/mailer/outbox.repo.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { createInboxService } from './inbox.service.ts';
import { createSettingsService } from './settings.service.ts';
import { removeSiteDemo, seedSiteContent } from './site-demo.ts';
import { iconVersion, makeFavicon, makeIcon, type IconName } from './icons.ts';
import { identityPatch, type IdentityInput } from './identity.ts';
import * as repo from './site.repo.ts';

export type SiteService = ReturnType<typeof createSiteService>;
export type FormKind = repo.FormKind;

export interface Submitted {
  id: string;
  /** false when an identical request was already stored (newsletter). */
  created: boolean;
}

type Stored<T> = Omit<T, 'hp' | 'renderAt'> & { clientHash: string };

export interface SiteDeps {
  db: Db;
  contentDir: string;
  dataDir: string;
  spam: SpamJudge;
  clock: Clock;
  mailer: Mailer;
  audit: Audit;
  bus: EventBus;
  /** The station's public address (PUBLIC_URL, else the setup's), for links in shared cards. */
  address: () => Promise<string>;
  /** The station's time zone (the dates a reply quotes). */
  zone: () => string;
}

declare module '../../platform/bus/events.ts' {
  interface ClusterEvents {
    /** The station's identity changed (name, colour, logo…): every instance drops what it kept of it. */
    'site.station-changed': Record<string, never>;
  }
}

export function createSiteService({ db, contentDir, dataDir, spam, clock, mailer, audit, bus, address, zone }: SiteDeps) {
  const content = () => repo.readStationContent(db);
  async function station() {
    const info = stationInfo.parse((await content()).station);
    // A social account without a real address ('#', empty) is not shown anywhere.
    return { ...info, social: info.social.filter((s) => /^https?:\/\/[^/\s]+\.[^/\s]+/i.test(s.url)) };
  }
  /** Every page load reads the station's identity; the database answers once every few seconds. */
  const pageCache = new TtlCache<Awaited<ReturnType<typeof station>>>(5_000, 1);
  /** Icons made from the logo, by version (a new logo or colour makes new ones). */
  const icons = new Map<string, Promise<Buffer>>();
  bus.onBroadcast('site.station-changed', () => {
    pageCache.clear();
    icons.clear();
  });
  /** Tells every instance (and every module that keeps the station's name) that the identity changed. */
  const stationChanged = () => bus.broadcast('site.station-changed', {});
  const sponsors = async () => z.array(sponsorProfile).parse((await content()).sponsors ?? []);

  /**
   * Bots (a filled honeypot, a form sent faster than a person types) get the same answer as
   * people, so they learn nothing, and nothing of theirs is stored.
   */
  async function storeUnlessBot<T extends SpamFields>(
    input: T,
    clientHash: string,
    insert: (row: Stored<T>) => Promise<string>,
  ): Promise<Submitted> {
    if (spam.judge(input)) return { id: crypto.randomUUID(), created: true };
    const { hp: _hp, renderAt: _r, ...fields } = input;
    return { id: await insert({ ...fields, clientHash } as Stored<T>), created: true };
  }

  return {
    /** First start: the demo's identity, sponsors, team and pages from content/station.json, marked as demo. */
    seed: (marks: DemoMarks) => seedSiteContent(db, contentDir, marks),
    /** Takes the demo's sponsors, team, packages and About text away. */
    async removeDemo(marks: DemoMarks) {
      await removeSiteDemo(db, marks, clock.now());
      await stationChanged();
    },
    /** The identity chosen in the setup: the station's own from then on (no longer the demo's). */
    async setIdentity(input: IdentityInput, marks: DemoMarks, tx?: Db) {
      const current = stationInfo.parse((await repo.readStationContent(tx ?? db)).station);
      await repo.writeStationContent(tx ?? db, 'station', identityPatch(current, input), clock.now());
      await marks.forget('site.identity', tx);
    },
    stationChanged,
    /** One of the station's icons (or favicon.ico), made from its logo once per logo and colour. */
    async icon(name: IconName | 'favicon.ico'): Promise<{ bytes: Buffer; version: string }> {
      const current = await station();
      const version = iconVersion(current);
      const key = `${version}:${name}`;
      let made = icons.get(key);
      if (!made) {
        made = name === 'favicon.ico' ? makeFavicon(current, dataDir) : makeIcon(current, dataDir, name);
        icons.set(key, made);
        made.catch(() => icons.delete(key));
      }
      return { bytes: await made, version };
    },
    station,
    /** The station for the served page, from a cache of 5 s that a change in the settings empties. */
    pageStation: () => pageCache.get('station', station),
    address,
    settings: createSettingsService({ db, clock, audit, dataDir, changed: () => void stationChanged() }),
    inbox: createInboxService({ db, clock, mailer, audit, zone, stationName: async () => (await station()).name }),
    sponsors,
    async sponsor(id: string) {
      const sponsor = (await sponsors()).find((s) => s.id === id);
      if (!sponsor) throw notFound(sponsorNotFound.message);
      return sponsor;
    },
    team: async () => z.array(teamMember).parse((await content()).team ?? []),
    async packages() {
      const c = await content();
      return packagesResponse.parse({ sponsorship: c.sponsorPackages ?? [], advertising: c.adPackages ?? [] });
    },
    about: async () => aboutContent.parse((await content()).about),
    async legal(slug: string) {
      const page = z.record(z.string(), legalPage).parse((await content()).legal ?? {})[slug];
      if (!page) throw notFound(siteMessages.pageNotFound);
      return page;
    },
    submitContact: (input: z.output<typeof contactRequest>, clientHash: string, locale?: Locale) =>
      storeUnlessBot(input, clientHash, (row) => repo.insertContactMessage(db, { ...row, locale })),
    submitSponsorInquiry: (input: z.output<typeof sponsorInquiryRequest>, clientHash: string, locale?: Locale) =>
      storeUnlessBot(input, clientHash, (row) => repo.insertSponsorInquiry(db, { ...row, locale })),
    submitAdOrder: (input: z.output<typeof adOrderRequest>, clientHash: string, locale?: Locale) =>
      storeUnlessBot(input, clientHash, (row) => repo.insertAdOrder(db, { ...row, locale })),
    async subscribeNewsletter(input: z.output<typeof newsletterRequest>, clientHash: string): Promise<Submitted> {
      if (spam.judge(input)) return { id: crypto.randomUUID(), created: true };
      return repo.upsertSubscriber(db, { email: input.email, clientHash });
    },
    /** What people sent, for the station team; the sender's hash stays inside. */
    async submissions(kind: FormKind, limit: number) {
      const rows = await repo.listSubmissions(db, kind, limit);
      return rows.map(({ clientHash: _c, ...row }) => row);
    },
    outbox: (limit: number) => readOutbox(db, limit),
    /** New (not yet handled) messages, inquiries and orders, for the console's dashboard. */
    async inboxCounts() {
      const counts = await repo.countUnhandled(db);
      return { ...counts, total: counts.contact + counts.sponsorInquiries + counts.adOrders };
    },
  };
}
