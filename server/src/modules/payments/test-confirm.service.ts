import { paymentMessages, type ConfirmRequest } from '@selah/contracts/payments';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Db } from '../../db/client.ts';
import type { BankService } from './bank.service.ts';
import { mayReadOf, type Reader } from './gifts.service.ts';
import { findGiftByRef, insertGift } from './gifts.repo.ts';
import { findIntent, settleIntent } from './intents.repo.ts';
import { nextCharge, type PaymentsContext } from './payments.context.ts';
import { insertPlan } from './plans.repo.ts';
import { TestProcessor } from './processor.ts';

/** The test processor's confirm: a card is paid at once; a bank account is processing until the test bank answers. */
export function createTestConfirmService(ctx: PaymentsContext, bank: BankService) {
  const { db, clock } = ctx.deps;
  const { processor: current, receiptOf, mailReceipt, scheduleRenewal } = ctx;
  const mayRead = mayReadOf(ctx);

  return {
    /**
     * The test processor's token charged; a decline is a 402 and the intent is spent. Only the
     * browser that started the checkout (or the member) may: the answer is the receipt.
     */
    async confirmTest(id: string, card: ConfirmRequest, who: Reader) {
      const intent = await findIntent(db, id);
      if (!intent) throw notFound(paymentMessages.intentNotFound);
      const processor = await current();
      if (intent.processor !== 'test' || !(processor instanceof TestProcessor)) throw conflict(paymentMessages.wrongProcessor);
      if (!mayRead(intent, who)) throw notFound(paymentMessages.intentNotFound);
      if (intent.status === 'succeeded' || intent.status === 'processing') throw conflict(paymentMessages.intentDone, 'already_paid');
      if (intent.status === 'failed') throw conflict(paymentMessages.intentFailedAlready, 'intent_failed');
      // The form the donor chose answers with its kind of token: a card's for a card, a bank account's for a bank.
      if (card.token.startsWith('tok_test_bank') !== (intent.paymentMethod === 'bank')) throw badRequest(paymentMessages.badToken);
      const outcome = processor.charge(card.token);
      if (outcome.status === 'declined' || outcome.status === 'authentication_failed') {
        const declined = intent.paymentMethod === 'bank' ? paymentMessages.bankDeclined : paymentMessages.declined;
        const message = outcome.status === 'declined' ? declined : paymentMessages.authRequired;
        await settleIntent(db, id, 'failed', outcome.status, clock.now());
        throw new HttpError(402, message, outcome.status === 'declined' ? 'card_declined' : 'authentication_failed');
      }
      const processing = outcome.status === 'processing';
      // The intent paid (or processing), its plan and its gift (with the ledger entry once paid) in
      // one transaction: a failure half-way leaves the intent pending, never "paid" without a gift.
      const now = clock.now();
      const recurring = intent.frequency === 'once' ? null : intent.frequency;
      const next = recurring ? nextCharge(now, recurring) : null;
      const { gift, fresh, plan } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (!(await settleIntent(tx, id, processing ? 'processing' : 'succeeded', null, now)))
          throw conflict(paymentMessages.intentDone, 'already_paid');
        const plan = recurring
          ? await insertPlan(tx, {
              processor: 'test',
              processorRef: `test_sub_${intent.id}`,
              paymentToken: card.token,
              cardBrand: card.brand,
              cardLast4: card.last4,
              userId: intent.userId,
              donorName: intent.donorName,
              donorEmail: intent.donorEmail,
              fundId: intent.fundId,
              amountCents: intent.amountCents,
              feeCents: intent.feeCents,
              currency: intent.currency,
              frequency: recurring,
              paymentMethod: intent.paymentMethod,
              status: 'active',
              nextChargeAt: next,
              now,
            })
          : null;
        const processorRef = intent.processorRef ?? `test_pi_${intent.id}`;
        const inserted = await insertGift(tx, {
          intentId: intent.id,
          planId: plan?.id ?? null,
          processor: 'test',
          processorRef,
          userId: intent.userId,
          donorName: intent.donorName,
          donorEmail: intent.donorEmail,
          donorMessage: intent.donorMessage,
          fundId: intent.fundId,
          frequency: intent.frequency,
          amountCents: intent.amountCents,
          feeCents: intent.feeCents,
          currency: intent.currency,
          cardBrand: card.brand,
          cardLast4: card.last4,
          paidAt: now,
          status: processing ? 'processing' : 'paid',
          paymentMethod: intent.paymentMethod,
          onAirName: intent.onAirName,
          onAirAmount: intent.onAirAmount,
        });
        return { gift: inserted ?? (await findGiftByRef(tx, processorRef))!, fresh: inserted !== null, plan };
      });
      if (plan && next) await scheduleRenewal(plan, next);
      if (fresh && outcome.status === 'processing') await bank.scheduleTestSettlement(gift, outcome.settles);
      else if (fresh) await mailReceipt(gift);
      if (fresh) await ctx.announce();
      return receiptOf(gift);
    },
  };
}
