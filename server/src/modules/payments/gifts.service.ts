import type { Locale } from '@selah/contracts/i18n';
import {
  frequencies,
  frequencyLabel,
  paymentMessages,
  paymentMethod,
  type CreateIntentRequest,
  type IntentResponse,
  type PaymentsConfigResponse,
  donationPresets,
} from '@selah/contracts/payments';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import { findGiftByIntent } from './gifts.repo.ts';
import { findIntent, insertIntent, listFunds, setIntentRef, settleIntent, type IntentRow } from './intents.repo.ts';
import { coverFee, RECEIPT_TOKEN_MS, type PaymentsContext } from './payments.context.ts';

/** Who asks for an intent's receipt: a signed-in member, and the token the checkout's browser holds. */
export type Reader = { userId: string | null; token: string | undefined };

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
    paymentMethod: i.paymentMethod,
    status: i.status,
    clientSecret,
    cardFormUrl: i.processor === 'test' ? `/pay/test/card?intent=${i.id}` : null,
    giftId,
  };
}

/** Checkout: the giving form's settings, intents, the test processor's confirm and receipts. */
export function createGiftsService(ctx: PaymentsContext) {
  const { db, clock, log, config } = ctx.deps;
  const { processor: current, fund, donorOf, receiptOf } = ctx;
  const mayRead = mayReadOf(ctx);

  return {
    async config(): Promise<PaymentsConfigResponse> {
      const processor = await current();
      return {
        processor: processor.kind,
        testMode: processor.testMode,
        publishableKey: processor.publishableKey,
        presets: [...donationPresets],
        funds: await listFunds(db),
        frequencies: [...frequencies],
        paymentMethods: [...paymentMethod.options],
        fee: { percent: config.payments.feePercent, fixedCents: config.payments.feeFixedCents },
      };
    },

    /** POST /api/payments/intent: what the donor chose; the processor's card form does the rest. */
    async createIntent(
      input: Required<Omit<CreateIntentRequest, 'currency' | 'donorInfo'>> & {
        donorInfo: { name: string; email: string; message: string };
      },
      userId: string | null,
      locale: Locale | null = null,
    ): Promise<IntentResponse> {
      const f = await fund(input.fundId);
      // Thanked on air only when the donor allowed it, and only by the name they gave for it.
      if (input.thankOnAir && !input.onAirName)
        throw badRequest(paymentMessages.onAirNameRequired, { onAirName: paymentMessages.onAirNameRequired });
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
        paymentMethod: input.paymentMethod,
        onAirName: input.thankOnAir ? input.onAirName : null,
        onAirAmount: input.thankOnAir && input.onAirAmount,
        locale,
        now: clock.now(),
      });
      const collecting = await processor
        .begin({
          intentId: intent.id,
          totalCents: input.amount + feeCents,
          currency: 'usd',
          email: donor.email,
          name: donor.name,
          description: `${input.frequency === 'once' ? 'Gift' : `${frequencyLabel(input.frequency)} gift`} to ${await ctx.deps.stationName()}: ${f.name}`,
          frequency: input.frequency,
          method: input.paymentMethod,
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
  };
}

/** The member who gave, or the browser holding the checkout's signed token. */
export const mayReadOf = (ctx: PaymentsContext) => (intent: IntentRow, who: Reader) =>
  (who.userId !== null && intent.userId === who.userId) || ctx.receiptTokens.verify(intent.id, who.token, ctx.deps.clock.now());
