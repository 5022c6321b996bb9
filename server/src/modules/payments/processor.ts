import crypto from 'node:crypto';
import type Stripe from 'stripe';
import { lazyPackage } from '../../platform/lazy-package.ts';
import type { StripeConfig } from '../../config.ts';
import type { Frequency, PaymentMethod, ProcessorKind } from '@selah/contracts/payments';
import { stripeRecurring } from './schedule.ts';

/** What a processor is asked to collect: a checkout's total, for one gift or a recurring plan, by card or bank account. */
export interface CollectRequest {
  intentId: string;
  totalCents: number;
  currency: 'usd';
  email: string;
  name: string;
  description: string;
  frequency: Frequency;
  method: PaymentMethod;
}

export interface Collecting {
  /** The processor's id for the payment (PaymentIntent) or the subscription. */
  ref: string;
  /** What the browser's card form needs (Stripe's client secret); null for the test processor. */
  clientSecret: string | null;
}

export type ChargeOutcome =
  | { status: 'succeeded'; ref: string }
  /** A bank debit submitted: its answer comes days later (the test bank already knows which). */
  | { status: 'processing'; ref: string; settles: { outcome: 'cleared' } | { outcome: 'returned'; code: string } }
  | { status: 'declined' | 'authentication_failed' };

/**
 * One interface for every processor. Card data never passes through it: the processor's own
 * card form (the test page, Stripe's Payment Element) turns the card into a token or confirms
 * the payment itself.
 */
export interface PaymentProcessor {
  kind: ProcessorKind;
  testMode: boolean;
  publishableKey: string | null;
  /** Starts collecting a checkout's money. */
  begin(request: CollectRequest): Promise<Collecting>;
  /** Refunds part or all of a payment; answers the processor's refund id. */
  refund(paymentRef: string, amountCents: number): Promise<string>;
}

/**
 * The test processor (the default): its card page (test-card-page.ts) turns Stripe's documented
 * test numbers into a token in the browser; the server only ever sees that token. The token
 * names the outcome the page found, as a real processor's token stands for a card it knows.
 */
export class TestProcessor implements PaymentProcessor {
  readonly kind = 'test' as const;
  readonly testMode = true;
  readonly publishableKey = null;

  async begin(request: CollectRequest): Promise<Collecting> {
    return { ref: `test_pi_${request.intentId.replace(/-/g, '')}`, clientSecret: null };
  }

  /**
   * Charges a token from the card page (and again at each renewal of a plan). A bank account's
   * token (Stripe's documented test accounts) is a debit that clears or is returned days later.
   */
  charge(token: string): ChargeOutcome {
    const outcome = /^tok_test_([a-z]+)_/.exec(token)?.[1];
    if (outcome === 'success' || outcome === 'authenticated') return { status: 'succeeded', ref: `test_ch_${crypto.randomUUID()}` };
    if (outcome === 'banksettles') return { status: 'processing', ref: `test_ach_${crypto.randomUUID()}`, settles: { outcome: 'cleared' } };
    if (outcome === 'bankreturns')
      return { status: 'processing', ref: `test_ach_${crypto.randomUUID()}`, settles: { outcome: 'returned', code: 'insufficient_funds' } };
    if (outcome === 'bankclosed') return { status: 'declined' };
    if (outcome === 'unauthenticated') return { status: 'authentication_failed' };
    return { status: 'declined' };
  }

  async refund(): Promise<string> {
    return `test_re_${crypto.randomUUID()}`;
  }
}

export const loadStripe = lazyPackage<typeof Stripe>('stripe');

/**
 * Stripe: PaymentIntents for one gift, Subscriptions (Price `recurring` week/month/year, every 2
 * weeks for biweekly) for recurring ones; a bank account through `us_bank_account`; paid only on
 * a signed webhook.
 */
export class StripeProcessor implements PaymentProcessor {
  readonly kind = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string;
  readonly stripe: Stripe;

  constructor(readonly config: StripeConfig) {
    this.testMode = config.secretKey.startsWith('sk_test_');
    this.publishableKey = config.publishableKey;
    const StripeClient = loadStripe();
    this.stripe = new StripeClient(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
    });
  }

  async begin(request: CollectRequest): Promise<Collecting> {
    const metadata = { selah_intent_id: request.intentId };
    const bank = request.method === 'bank';
    if (request.frequency === 'once') {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.totalCents,
          currency: request.currency,
          // A bank account: Stripe's us_bank_account flow (the intent goes `processing`; the answer comes by webhook days later).
          ...(bank
            ? {
                payment_method_types: ['us_bank_account'],
                payment_method_options: { us_bank_account: { verification_method: 'automatic' as const } },
              }
            : { automatic_payment_methods: { enabled: true } }),
          receipt_email: request.email,
          description: request.description,
          metadata,
        },
        { idempotencyKey: `selah-intent-${request.intentId}` },
      );
      return { ref: intent.id, clientSecret: intent.client_secret };
    }
    const customer = await this.stripe.customers.create(
      { email: request.email, name: request.name || undefined, metadata },
      { idempotencyKey: `selah-customer-${request.intentId}` },
    );
    const product = await this.stripe.products.create(
      { name: request.description, metadata },
      { idempotencyKey: `selah-product-${request.intentId}` },
    );
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [
          {
            price_data: {
              currency: request.currency,
              product: product.id,
              unit_amount: request.totalCents,
              recurring: stripeRecurring(request.frequency),
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: {
          save_default_payment_method: 'on_subscription',
          ...(bank ? { payment_method_types: ['us_bank_account' as const] } : {}),
        },
        expand: ['latest_invoice.confirmation_secret'],
        metadata,
      },
      { idempotencyKey: `selah-subscription-${request.intentId}` },
    );
    const invoice = subscription.latest_invoice;
    const secret = invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
    return { ref: subscription.id, clientSecret: secret };
  }

  async refund(paymentRef: string, amountCents: number): Promise<string> {
    // A monthly gift is kept by its invoice: Stripe refunds the payment intent that paid it.
    const paymentIntent = paymentRef.startsWith('in_') ? await this.invoicePaymentIntent(paymentRef) : paymentRef;
    const refund = await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents });
    return refund.id;
  }

  private async invoicePaymentIntent(invoiceId: string): Promise<string> {
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
    const pi = payments.data[0]?.payment.payment_intent;
    const id = typeof pi === 'string' ? pi : pi?.id;
    if (!id) throw new Error(`Invoice ${invoiceId} has no paid payment intent to refund`);
    return id;
  }

  /** Throws unless the payload carries Stripe's valid signature for this station's secret. */
  verify(payload: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(payload, signature, this.config.webhookSecret);
  }

  pause(subscriptionId: string, paused: boolean) {
    return this.stripe.subscriptions.update(subscriptionId, { pause_collection: paused ? { behavior: 'void' } : null });
  }

  cancel(subscriptionId: string) {
    return this.stripe.subscriptions.cancel(subscriptionId);
  }
}
