import type Stripe from 'stripe';
import { findGiftByRef } from './gifts.repo.ts';
import { findIntent, findIntentByRef, setIntentFailedByRef, settleIntent } from './intents.repo.ts';
import { recordRefund } from './ledger.repo.ts';
import type { BankService } from './bank.service.ts';
import { nextCharge, type PaymentsContext } from './payments.context.ts';
import { findPlanByRef, insertPlan, updatePlan } from './plans.repo.ts';
import { markWebhookHandled, webhookHandled } from './webhook-events.repo.ts';

/**
 * Stripe's webhooks: paid intents and invoices become gifts and plans, cancellations and refunds
 * are applied. A bank payment (us_bank_account) is recorded as processing on
 * `payment_intent.processing` and cleared or failed by the `succeeded` / `payment_failed` that
 * follows days later.
 */
export function createStripeEventsService(ctx: PaymentsContext, bank: BankService) {
  const { db, clock } = ctx.deps;
  const { recordGift } = ctx;

  return {
    /** A verified Stripe event, applied once. */
    async stripeEvent(event: Stripe.Event): Promise<{ duplicate: boolean }> {
      if (await webhookHandled(db, event.id)) return { duplicate: true };
      await applyStripeEvent(event);
      await markWebhookHandled(db, event.id, event.type, clock.now());
      return { duplicate: false };
    },
  };

  async function applyStripeEvent(event: Stripe.Event): Promise<void> {
    const now = clock.now();
    switch (event.type) {
      case 'payment_intent.processing':
      case 'payment_intent.succeeded': {
        const pi = event.data.object;
        const intentId = pi.metadata?.selah_intent_id;
        if (!intentId) return; // A subscription's invoice payment: recorded from invoice.paid.
        const intent = await findIntent(db, intentId);
        if (!intent || intent.frequency !== 'once') return;
        const processing = event.type === 'payment_intent.processing';
        const known = await findGiftByRef(db, pi.id);
        if (known) {
          // The bank payment recorded while processing has cleared (a repeat changes nothing).
          if (!processing) await bank.settle(known, { outcome: 'cleared' });
          return;
        }
        await settleIntent(db, intent.id, processing ? 'processing' : 'succeeded', null, now);
        const card = cardOf(pi);
        await recordGift({
          intentId: intent.id,
          planId: null,
          processor: 'stripe',
          processorRef: pi.id,
          userId: intent.userId,
          donorName: intent.donorName,
          donorEmail: intent.donorEmail,
          donorMessage: intent.donorMessage,
          fundId: intent.fundId,
          frequency: 'once',
          amountCents: intent.amountCents,
          feeCents: intent.feeCents,
          currency: intent.currency,
          cardBrand: card.brand,
          cardLast4: card.last4,
          paidAt: new Date(event.created * 1000),
          status: processing ? 'processing' : 'paid',
          paymentMethod: intent.paymentMethod,
          onAirName: intent.onAirName,
          onAirAmount: intent.onAirAmount,
        });
        return;
      }
      case 'payment_intent.payment_failed': {
        const pi = event.data.object;
        const code = pi.last_payment_error?.code ?? 'failed';
        await setIntentFailedByRef(db, pi.id, code, now);
        // A bank payment that had been recorded (processing, or even cleared): the bank returned it.
        const known = await findGiftByRef(db, pi.id);
        if (known) await bank.settle(known, { outcome: 'returned', code });
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = subscriptionOf(invoice);
        if (!subscriptionId || !invoice.id) return;
        const intent = await findIntentByRef(db, subscriptionId);
        if (!intent) return;
        let plan = await findPlanByRef(db, subscriptionId);
        const frequency = intent.frequency === 'once' ? 'monthly' : intent.frequency;
        const next = nextCharge(invoice.period_end ? new Date(invoice.period_end * 1000) : now, plan?.frequency ?? frequency);
        if (!plan) {
          await settleIntent(db, intent.id, 'succeeded', null, now);
          plan = await insertPlan(db, {
            processor: 'stripe',
            processorRef: subscriptionId,
            paymentToken: null,
            cardBrand: null,
            cardLast4: null,
            userId: intent.userId,
            donorName: intent.donorName,
            donorEmail: intent.donorEmail,
            fundId: intent.fundId,
            amountCents: intent.amountCents,
            feeCents: intent.feeCents,
            currency: intent.currency,
            frequency,
            paymentMethod: intent.paymentMethod,
            status: 'active',
            nextChargeAt: next,
            now,
          });
        } else if (plan.status === 'active') {
          await updatePlan(db, plan.id, { nextChargeAt: next, now });
        }
        const first = invoice.billing_reason === 'subscription_create';
        await recordGift({
          intentId: first ? intent.id : null,
          planId: plan.id,
          processor: 'stripe',
          processorRef: invoice.id,
          userId: plan.userId,
          donorName: plan.donorName,
          donorEmail: plan.donorEmail,
          donorMessage: first ? intent.donorMessage : '',
          fundId: plan.fundId,
          frequency: plan.frequency,
          paymentMethod: plan.paymentMethod,
          onAirName: first ? intent.onAirName : null,
          onAirAmount: first && intent.onAirAmount,
          // The invoice's own total is what was paid; the fee part is the plan's.
          amountCents: invoice.amount_paid - plan.feeCents,
          feeCents: plan.feeCents,
          currency: invoice.currency,
          cardBrand: null,
          cardLast4: null,
          paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
        });
        return;
      }
      case 'customer.subscription.deleted': {
        const plan = await findPlanByRef(db, event.data.object.id);
        if (plan) await updatePlan(db, plan.id, { status: 'canceled', nextChargeAt: null, now });
        return;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const piId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        const gift = piId ? await findGiftByRef(db, piId) : null;
        if (!gift) return;
        // Each refund once, by Stripe's refund id; refunds the station made here are already in the ledger.
        const refunds = charge.refunds?.data ?? [];
        if (refunds.length) {
          for (const r of refunds) {
            if (r.status === 'succeeded' || r.status === 'pending')
              await recordRefund(db, { giftId: gift.id, amountCents: r.amount, processorRef: r.id, now });
          }
        } else {
          const delta = charge.amount_refunded - gift.refundedCents;
          if (delta > 0) await recordRefund(db, { giftId: gift.id, amountCents: delta, processorRef: `${event.id}`, now });
        }
        return;
      }
      default:
        return;
    }
  }

  /**
   * The card's brand and last four when the event carries them. Selah never asks Stripe for the
   * payment method itself: its object holds the expiry, and no card data is to reach this server.
   */
  function cardOf(pi: Stripe.PaymentIntent): { brand: string | null; last4: string | null } {
    const pm = pi.payment_method;
    if (pm && typeof pm !== 'string') return { brand: pm.card?.brand ?? null, last4: pm.card?.last4 ?? null };
    return { brand: null, last4: null };
  }
}

/** The subscription an invoice belongs to, in the API's current shape or the older one. */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const s = fromParent ?? legacy;
  return typeof s === 'string' ? s : (s?.id ?? null);
}
