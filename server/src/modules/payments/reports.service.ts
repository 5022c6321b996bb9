import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { paymentMessages } from '@selah/contracts/payments';
import type { AuditActor } from '../../platform/audit/audit.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import { findGift } from './gifts.repo.ts';
import { ledgerOf, listGifts, recordRefund, totalsByFundMonth, type GiftFilter } from './ledger.repo.ts';
import type { PaymentsContext } from './payments.context.ts';
import { recurringDonors } from './plans.repo.ts';
import { planView } from './plans.service.ts';

/** The station's side: the gift list, totals by fund and month, monthly donors, refunds and each gift's ledger. */
export function createReportsService(ctx: PaymentsContext) {
  const { db, clock, log, processors } = ctx.deps;
  const { zone } = ctx;

  return {
    listGifts: (f: GiftFilter) => listGifts(db, f),
    totals: (year: number) => totalsByFundMonth(db, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), zone()),
    recurring: async () => (await recurringDonors(db)).map((p) => ({ ...planView(p), giftsCount: p.giftsCount, givenCents: p.givenCents })),
    async refund(giftId: string, amountCents?: number, by: AuditActor = { system: 'station' }) {
      const gift = await findGift(db, giftId);
      if (!gift) throw notFound(paymentMessages.giftNotFound);
      // A bank payment still clearing, or returned, has no money to give back.
      if (gift.status === 'processing') throw conflict(paymentMessages.bankNotYet, 'still_processing');
      if (gift.status === 'failed') throw conflict(paymentMessages.refundDone, 'already_refunded');
      const left = gift.amountCents + gift.feeCents - gift.refundedCents;
      if (left <= 0) throw conflict(paymentMessages.refundDone, 'already_refunded');
      const amount = amountCents ?? left;
      if (amount > left) throw badRequest(paymentMessages.refundTooLarge, { amount: paymentMessages.refundTooLarge });
      // A test gift is refunded by the test processor, a Stripe gift by Stripe (the keys as set now).
      const processor = gift.processor === 'test' ? processors.test : await processors.current();
      const refundRef = await processor.refund(gift.processorRef, amount).catch((err: unknown) => {
        log.warn(`The card provider refused a refund of gift ${gift.receiptNumber}: ${err instanceof Error ? err.message : String(err)}`);
        throw new HttpError(502, paymentMessages.providerUnavailable, 'provider_unavailable');
      });
      // Stripe's charge.refunded webhook finds this refund already in the ledger.
      const after =
        (await recordRefund(db, { giftId, amountCents: amount, processorRef: refundRef, now: clock.now() })) ??
        (await findGift(db, giftId))!;
      const money = `${(amount / 100).toFixed(2)} ${gift.currency.toUpperCase()}`;
      await ctx.deps.audit.record({
        actor: by,
        action: 'giving.refund',
        targetType: 'gift',
        targetId: giftId,
        summary: said.refunded(money, String(gift.receiptNumber), gift.donorName),
        before: { refundedCents: gift.refundedCents, status: gift.status },
        after: { refundedCents: after.refundedCents, status: after.status },
      });
      return after;
    },
    ledger: (giftId: string) => ledgerOf(db, giftId),
  };
}
