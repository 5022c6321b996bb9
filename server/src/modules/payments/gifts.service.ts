import {
  paymentMessages,
  type ConfirmRequest,
  type IntentResponse,
  type PaymentsConfigResponse,
  donationPresets,
} from '@selah/contracts/payments';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Db } from '../../db/client.ts';
import { findGiftByIntent, findGiftByRef, insertGift } from './gifts.repo.ts';
import { findIntent, insertIntent, listFunds, setIntentRef, settleIntent, type IntentRow } from './intents.repo.ts';
import { coverFee, nextMonth, RECEIPT_TOKEN_MS, type PaymentsContext } from './payments.context.ts';
import { insertPlan } from './plans.repo.ts';
import { TestProcessor } from './processor.ts';

/** Who asks for an intent's receipt: a signed-in member, and the token the checkout's browser holds. */
type Reader = { userId: string | null; token: string | undefined };

function intentView(i: IntentRow, giftId: string | null, clientSecret: string | null = null): IntentResponse {
  return {
    id: i.id,
    processor: i.processor,
    amountCents: i.amountCents,
    feeCents: i.feeCents,
    totalCents: i.amountCents + i.feeCents,
    currency: 'usd',
    fundId: i.fundId,
    frequency: i.frequency,
    status: i.status,
    clientSecret,
    cardFormUrl: i.processor === 'test' ? `/pay/test/card?intent=${i.id}` : null,
    giftId,
  };
}

/** Checkout: the giving form's settings, intents, the test processor's confirm and receipts. */
export function createGiftsService(ctx: PaymentsContext) {
  const { db, clock, log, config } = ctx.deps;
  const { processor: current, fund, donorOf, receiptOf, mailReceipt, scheduleRenewal } = ctx;
  /** The member who gave, or the browser holding the checkout's signed token. */
  const mayRead = (intent: IntentRow, who: Reader) =>
    (who.userId !== null && intent.userId === who.userId) || ctx.receiptTokens.verify(intent.id, who.token, clock.now());

  return {
    async config(): Promise<PaymentsConfigResponse> {
      const processor = await current();
      return {
        processor: processor.kind,
        testMode: processor.testMode,
        publishableKey: processor.publishableKey,
        presets: [...donationPresets],
        funds: await listFunds(db),
        fee: { percent: config.payments.feePercent, fixedCents: config.payments.feeFixedCents },
      };
    },

    /** POST /api/payments/intent: what the donor chose; the processor's card form does the rest. */
    async createIntent(
      input: {
        amount: number;
        donorInfo: { name: string; email: string; message: string };
        fundId: string;
        frequency: 'once' | 'monthly';
        coverFee: boolean;
      },
      userId: string | null,
    ): Promise<IntentResponse> {
      const f = await fund(input.fundId);
      const processor = await current();
      const donor = await donorOf(userId, input.donorInfo.email, input.donorInfo.name);
      if (!donor.email) throw badRequest(paymentMessages.emailRequired, { 'donorInfo.email': paymentMessages.emailRequired });
      const feeCents = input.coverFee ? coverFee(input.amount, config.payments.feePercent, config.payments.feeFixedCents) : 0;
      const intent = await insertIntent(db, {
        processor: processor.kind,
        userId,
        donorName: donor.name,
        donorEmail: donor.email,
        donorMessage: input.donorInfo.message,
        fundId: f.id,
        frequency: input.frequency,
        amountCents: input.amount,
        feeCents,
        currency: 'usd',
        now: clock.now(),
      });
      const collecting = await processor
        .begin({
          intentId: intent.id,
          totalCents: input.amount + feeCents,
          currency: 'usd',
          email: donor.email,
          name: donor.name,
          description: `${input.frequency === 'monthly' ? 'Monthly gift' : 'Gift'} to ${await ctx.deps.stationName()}: ${f.name}`,
          monthly: input.frequency === 'monthly',
        })
        .catch(async (err: unknown) => {
          log.warn(`The card provider refused a checkout: ${err instanceof Error ? err.message : String(err)}`);
          await settleIntent(db, intent.id, 'failed', 'provider_error', clock.now());
          throw new HttpError(502, paymentMessages.providerUnavailable, 'provider_unavailable');
        });
      await setIntentRef(db, intent.id, collecting.ref, clock.now());
      return intentView(intent, null, collecting.clientSecret);
    },

    async intent(id: string): Promise<IntentResponse> {
      const intent = await findIntent(db, id);
      if (!intent) throw notFound(paymentMessages.intentNotFound);
      const gift = await findGiftByIntent(db, id);
      return intentView(intent, gift?.id ?? null);
    },

    /**
     * The receipt of an intent's gift, for the browser that started the checkout (the signed
     * token it was given then) or the member who gave it: an intent's id alone is not enough.
     */
    async receiptOfIntent(id: string, who: Reader) {
      const intent = await findIntent(db, id);
      if (!intent || !mayRead(intent, who)) throw notFound(paymentMessages.giftNotFound);
      const gift = await findGiftByIntent(db, id);
      if (!gift) throw notFound(paymentMessages.giftNotFound);
      return receiptOf(gift);
    },

    /** The token the donor's browser keeps to read the intent's receipt (RECEIPT_TOKEN_MS). */
    receiptToken: (id: string) => ctx.receiptTokens.sign(id, new Date(clock.now().getTime() + RECEIPT_TOKEN_MS)),

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
      if (intent.status === 'succeeded') throw conflict(paymentMessages.intentDone, 'already_paid');
      if (intent.status === 'failed') throw conflict(paymentMessages.intentFailedAlready, 'intent_failed');
      const outcome = processor.charge(card.token);
      if (outcome.status !== 'succeeded') {
        const message = outcome.status === 'declined' ? paymentMessages.declined : paymentMessages.authRequired;
        await settleIntent(db, id, 'failed', outcome.status, clock.now());
        throw new HttpError(402, message, outcome.status === 'declined' ? 'card_declined' : 'authentication_failed');
      }
      // The intent paid, its plan and its gift (with the ledger entry) in one transaction: a
      // failure half-way leaves the intent pending, to be tried again, never "paid" without a gift.
      const now = clock.now();
      const next = nextMonth(now);
      const { gift, fresh, plan } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (!(await settleIntent(tx, id, 'succeeded', null, now))) throw conflict(paymentMessages.intentDone, 'already_paid');
        const plan =
          intent.frequency === 'monthly'
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
        });
        return { gift: inserted ?? (await findGiftByRef(tx, processorRef))!, fresh: inserted !== null, plan };
      });
      if (plan) await scheduleRenewal(plan, next);
      if (fresh) await mailReceipt(gift);
      return receiptOf(gift);
    },
  };
}
