import type Stripe from 'stripe';
import { findGiftByRef } from './gifts.repo.ts';
import { findIntent, findIntentByRef, setIntentFailedByRef, settleIntent } from './intents.repo.ts';
import { recordRefund } from './ledger.repo.ts';
import { nextMonth, type PaymentsContext } from './payments.context.ts';
import { findPlanByRef, insertPlan, updatePlan } from './plans.repo.ts';
import { markWebhookHandled, webhookHandled } from './webhook-events.repo.ts';

/** Stripe's webhooks: paid intents and invoices become gifts and plans, cancellations and refunds are applied. */
export function createStripeEventsService(ctx: PaymentsContext) {
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
      case 'payment_intent.succeeded': {
        const pi = event.data.object;
        const intentId = pi.metadata?.selah_intent_id;
        if (!intentId) return; // A subscription's invoice payment: recorded from invoice.paid.
        const intent = await findIntent(db, intentId);
        if (!intent || intent.frequency !== 'once') return;
        await settleIntent(db, intent.id, 'succeeded', null, now);
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
        });
        return;
      }
      case 'payment_intent.payment_failed': {
        const pi = event.data.object;
        await setIntentFailedByRef(db, pi.id, pi.last_payment_error?.code ?? 'failed', now);
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = subscriptionOf(invoice);
        if (!subscriptionId || !invoice.id) return;
        const intent = await findIntentByRef(db, subscriptionId);
        if (!intent) return;
        let plan = await findPlanByRef(db, subscriptionId);
        const next = invoice.period_end ? nextMonth(new Date(invoice.period_end * 1000)) : nextMonth(now);
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
          frequency: 'monthly',
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
