import { paymentMessages } from '@selah/contracts/payments';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import type { Log } from '../../platform/module.ts';
import type { Signer } from '../../platform/signed-token.ts';
import { readGivingContent, receiptSettingsPart, receiptText, type GivingContent } from './documents.ts';
import { findGiftByRef, insertGift, type GiftRow, type NewGift } from './gifts.repo.ts';
import { currentDrive, driveView } from './fund-drives.repo.ts';
import { donorPageLocale, listFunds } from './intents.repo.ts';
import { createManageLinks } from './manage-links.ts';
import type { MailStatus } from '@selah/contracts/admin-delivery';
import type { Settings } from '../../platform/settings/settings.ts';
import type { Processors } from './processors.ts';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';

export const RENEW_JOB = 'payments.renew';
/** A bank (ACH) payment on the test processor clears or is returned days later. */
export const BANK_SETTLE_JOB = 'payments.bank-settle';
/** The browsers' channel for giving (/ws/giving): the fund drive's progress and "a gift arrived" for the studio. */
export const GIVING_CHANNEL = 'giving';
export const YEAR_END_JOB = 'payments.year-end';

/** The fee a donor adds to cover the processor's: the gross-up so the station keeps the whole gift. */
export function coverFee(amountCents: number, percent: number, fixedCents: number): number {
  if (percent === 0 && fixedCents === 0) return 0;
  return Math.ceil((amountCents + fixedCents) / (1 - percent / 100)) - amountCents;
}

export { nextMonth, nextCharge } from './schedule.ts';

export interface Donor {
  userId: string | null;
  email: string;
  name: string;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: Jobs;
  log: Log;
  config: Config;
  /** The processor gifts go through now (the environment's Stripe, the console's, or the test processor). */
  processors: Processors;
  settings: Settings;
  /** Whether mail reaches people (receipts by mail, or on the page only). */
  mailStatus(): Promise<MailStatus>;
  /** The console's audit log (refunds). */
  audit: Audit;
  /** A member's email, name and language (accounts). */
  contact(userId: string): Promise<{ email: string; displayName: string; locale: Locale } | null>;
  stationName(): Promise<string>;
  /** The station's zone (receipts' dates, the year-end statement), read at each use. */
  zone(): string;
  /** The station's public address (platform/public-address.ts), read at each use: every emailed link starts with it. */
  address(): Promise<string>;
  /** Signs the receipt tokens given to a donor's browser at checkout. */
  receiptTokens: Signer;
  /** Pushes to browsers (platform/push): the drive's progress as gifts arrive. */
  push: { toChannel(channel: string, message: unknown): Promise<void> };
}

/** How long the browser that started a checkout may read its receipt. */
export const RECEIPT_TOKEN_MS = 24 * 60 * 60_000;

export type PaymentsContext = ReturnType<typeof createPaymentsContext>;

/** What giving's parts share: the deps, the station's giving content, donors, manage links, receipts and renewals. */
export function createPaymentsContext(deps: PaymentsDeps) {
  const { db, clock, mailer, jobs, log, config, processors, settings } = deps;
  const processor = () => processors.current();
  const baseUrl = deps.address;
  let content: Promise<GivingContent> | null = null;
  const fromContent = () => (content ??= deps.stationName().then((name) => readGivingContent(config.paths.content, name)));
  /** What receipts say: the console's, else content/giving.json. */
  const giving = async (): Promise<GivingContent> => (await settings.read(receiptSettingsPart)) ?? (await fromContent());

  async function fund(id: string) {
    const f = (await listFunds(db)).find((x) => x.id === id);
    if (!f) throw badRequest(paymentMessages.fundUnknown, { fundId: paymentMessages.fundUnknown });
    return f;
  }

  async function donorOf(userId: string | null, email: string, name: string): Promise<Donor> {
    if (userId) {
      const contact = await deps.contact(userId);
      return { userId, email: email || contact?.email || '', name: name || contact?.displayName || '' };
    }
    return { userId: null, email, name };
  }

  async function receiptOf(gift: GiftRow) {
    const c = await giving();
    return {
      ...gift,
      legalName: c.legalName,
      taxId: c.taxId,
      taxStatus: c.taxStatus,
      address: c.address,
      noGoods: paymentMessages.noGoods,
      testMode: gift.processor === 'test' || (await processor()).testMode,
      byMail: (await deps.mailStatus()).delivering,
    };
  }

  const { manageLink, emailOfToken } = createManageLinks({ db, clock, baseUrl });

  /**
   * The language a donor reads their mail in: a member's saved choice; else the language of the
   * page they gave from (this gift's checkout, or their latest); else English.
   */
  async function donorLocale(who: { userId: string | null; email: string; intentId?: string | null }): Promise<Locale> {
    if (who.userId) {
      const contact = await deps.contact(who.userId);
      if (contact) return contact.locale;
    }
    return (await donorPageLocale(db, who)) ?? defaultLocale;
  }

  async function sendReceipt(gift: GiftRow): Promise<void> {
    const manageUrl = gift.userId ? `${await baseUrl()}/profile` : await manageLink(gift.donorEmail);
    const mail = receiptText(gift, await giving(), {
      zone: deps.zone(),
      testMode: (await processor()).testMode,
      manageUrl,
      stationName: await deps.stationName(),
      locale: await donorLocale({ ...gift, email: gift.donorEmail }),
    });
    await mailer.send({ to: gift.donorEmail, ...mail });
  }

  /** Records a gift once; the receipt goes out only the first time, when it is paid (a bank payment's when it clears). */
  async function recordGift(g: NewGift): Promise<GiftRow> {
    const gift = await insertGift(db, g);
    if (!gift) return (await findGiftByRef(db, g.processorRef))!;
    if (gift.status === 'paid') await mailReceipt(gift);
    await announce();
    return gift;
  }

  /**
   * Tells the pages a gift arrived, cleared or failed: the drive's new progress to everyone, and
   * a bare signal the studio answers by asking for its list (no donor's name is pushed to all).
   */
  async function announce(): Promise<void> {
    try {
      const drive = await currentDrive(db, clock.now());
      await deps.push.toChannel(GIVING_CHANNEL, { type: 'fund_drive', drive: drive ? driveView(drive) : null });
      await deps.push.toChannel(GIVING_CHANNEL, { type: 'gifts_changed' });
    } catch (err) {
      log.warn(`The giving push failed: ${String(err)}`);
    }
  }

  /** The receipt mailed (after the gift is committed); a mail failure is logged, the gift stands. */
  async function mailReceipt(gift: GiftRow): Promise<void> {
    await sendReceipt(gift).catch((err: unknown) => log.warn(`Receipt ${gift.receiptNumber} could not be sent: ${String(err)}`));
  }

  async function scheduleRenewal(plan: { id: string }, due: Date): Promise<void> {
    await jobs.schedule(RENEW_JOB, {
      key: `${plan.id}:${due.toISOString()}`,
      runAt: due,
      payload: { planId: plan.id, due: due.toISOString() },
    });
  }

  return {
    deps,
    processor,
    fromContent,
    zone: deps.zone,
    receiptTokens: deps.receiptTokens,
    baseUrl,
    giving,
    fund,
    donorOf,
    donorLocale,
    receiptOf,
    manageLink,
    emailOfToken,
    recordGift,
    mailReceipt,
    announce,
    scheduleRenewal,
  };
}
