import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { adOrderRequest, contactRequest, newsletterRequest, sponsorInquiryRequest } from '@selah/contracts/site';
import { aboutContent, legalPage, packagesResponse, sponsorNotFound, sponsorProfile, teamMember } from '@selah/contracts/site-content';
import { stationInfo } from '@selah/contracts/station';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { SpamFields, SpamJudge } from '../../platform/http/anti-spam.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { readOutbox } from '../../platform/mailer/outbox.repo.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { createInboxService } from './inbox.service.ts';
import { createSettingsService } from './settings.service.ts';
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
}

export function createSiteService({ db, contentDir, dataDir, spam, clock, mailer, audit }: SiteDeps) {
  const content = () => repo.readStationContent(db);
  async function station() {
    const info = stationInfo.parse((await content()).station);
    // A social account without a real address ('#', empty) is not shown anywhere.
    return { ...info, social: info.social.filter((s) => /^https?:\/\/[^/\s]+\.[^/\s]+/i.test(s.url)) };
  }
  /** Every page load reads the station's identity; the database answers once every few seconds. */
  const pageCache = new TtlCache<Awaited<ReturnType<typeof station>>>(5_000, 1);
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
    /** First start: the station's identity, sponsors, team and pages from content/station.json. */
    async seed(): Promise<void> {
      const file = path.join(contentDir, 'station.json');
      await repo.seedStationContent(db, JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>);
    },
    station,
    /** The station for the served page, from a cache of 5 s that a change in the settings empties. */
    pageStation: () => pageCache.get('station', station),
    settings: createSettingsService({ db, clock, audit, dataDir, changed: () => pageCache.clear() }),
    inbox: createInboxService({ db, clock, mailer, audit, stationName: async () => (await station()).name }),
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
      if (!page) throw notFound('That page does not exist.');
      return page;
    },
    submitContact: (input: z.output<typeof contactRequest>, clientHash: string) =>
      storeUnlessBot(input, clientHash, (row) => repo.insertContactMessage(db, row)),
    submitSponsorInquiry: (input: z.output<typeof sponsorInquiryRequest>, clientHash: string) =>
      storeUnlessBot(input, clientHash, (row) => repo.insertSponsorInquiry(db, row)),
    submitAdOrder: (input: z.output<typeof adOrderRequest>, clientHash: string) =>
      storeUnlessBot(input, clientHash, (row) => repo.insertAdOrder(db, row)),
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
