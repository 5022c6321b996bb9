import { paymentMessages } from '@selah/contracts/payments';
import { translateMessage } from '@selah/contracts/message-translation';
import { moneyIn } from '../../platform/i18n/dates.ts';
import { clearGift, failGift, findGift, type GiftRow } from './gifts.repo.ts';
import { settleIntent } from './intents.repo.ts';
import { BANK_SETTLE_JOB, type PaymentsContext } from './payments.context.ts';
import { BANK_SETTLE_MS } from './schedule.ts';

/** What the bank said: the money cleared, or the debit was returned (with its reason code). */
export type BankOutcome = { outcome: 'cleared' } | { outcome: 'returned'; code: string };

/**
 * US bank account (ACH) gifts: recorded as processing, never counted until the money clears;
 * a return (days later, even after clearing) fails the gift, takes it out of every total and
 * tells the donor by email. Each step happens once, however often the bank's news arrives.
 */
export function createBankService(ctx: PaymentsContext) {
  const { db, clock, jobs, log, mailer } = ctx.deps;

  async function cleared(gift: GiftRow): Promise<void> {
    if (!(await clearGift(db, gift.id, clock.now()))) return;
    if (gift.intentId) await settleIntent(db, gift.intentId, 'succeeded', null, clock.now());
    await ctx.mailReceipt((await findGift(db, gift.id))!);
    await ctx.announce();
  }

  async function returned(gift: GiftRow, code: string): Promise<void> {
    const failed = await failGift(db, gift.id, code, clock.now());
    if (!failed) return;
    if (gift.intentId) await settleIntent(db, gift.intentId, 'failed', code, clock.now());
    const station = await ctx.deps.stationName();
    const reason = code === 'insufficient_funds' ? paymentMessages.bankReturned : paymentMessages.bankReturnedOther;
    const locale = await ctx.donorLocale({ ...gift, email: gift.donorEmail });
    const say = (english: string) => translateMessage(english, locale);
    await mailer
      .send({
        to: gift.donorEmail,
        subject: say(paymentMessages.bankFailedSubject(station)),
        text: say(paymentMessages.bankFailedBody(gift.donorName, moneyIn(locale, gift.amountCents + gift.feeCents), station, reason)),
      })
      .catch((err: unknown) => log.warn(`The returned-payment mail for gift ${gift.receiptNumber} could not be sent: ${String(err)}`));
    await ctx.announce();
  }

  /** The bank's news about a gift, applied once. */
  async function settle(gift: GiftRow, news: BankOutcome): Promise<void> {
    if (news.outcome === 'cleared') await cleared(gift);
    else await returned(gift, news.code);
  }

  return {
    settle,

    /** The test processor's bank: its answer arrives BANK_SETTLE_MS later, through the durable scheduler. */
    async scheduleTestSettlement(gift: GiftRow, news: BankOutcome): Promise<void> {
      await jobs.schedule(BANK_SETTLE_JOB, {
        key: gift.id,
        runAt: new Date(clock.now().getTime() + BANK_SETTLE_MS),
        payload: { giftId: gift.id, ...news },
      });
    },

    /** The job: the test bank's answer for one gift. */
    async runTestSettlement(payload: unknown): Promise<void> {
      const { giftId, ...news } = payload as { giftId: string } & BankOutcome;
      const gift = await findGift(db, giftId);
      if (gift) await settle(gift, news);
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;
