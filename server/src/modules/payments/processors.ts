import crypto from 'node:crypto';
import { z } from 'zod';
import { settingsPart, type Settings } from '../../platform/settings/settings.ts';
import type { PaymentsConfig, StripeConfig } from '../../config.ts';
import { loadStripe, StripeProcessor, TestProcessor } from './processor.ts';

export function createProcessor(stripe: StripeConfig | undefined): TestProcessor | StripeProcessor {
  return stripe ? new StripeProcessor(stripe) : new TestProcessor();
}

/** The Stripe keys set in the console; the secret key and the webhook secret sealed at rest, never answered. */
export const stripeKeysPart = settingsPart({
  key: 'payments.stripe',
  schema: z.object({ publishableKey: z.string(), secretKey: z.string().optional(), webhookSecret: z.string().optional() }),
  secrets: ['secretKey', 'webhookSecret'],
});

export type Processors = ReturnType<typeof createProcessors>;

/**
 * The processor gifts go through now: Stripe from the STRIPE_* variables when set, else Stripe with
 * the keys set in the console (read at each use, so a change applies at once on every instance),
 * else the test processor.
 */
export function createProcessors(config: PaymentsConfig, settings: Settings) {
  const test = new TestProcessor();
  const fromEnvironment = config.stripe ? new StripeProcessor(config.stripe) : null;
  let made: { key: string; processor: StripeProcessor } | null = null;
  return {
    test,
    fromEnvironment: fromEnvironment !== null,
    async current(): Promise<TestProcessor | StripeProcessor> {
      if (fromEnvironment) return fromEnvironment;
      const keys = await settings.read(stripeKeysPart);
      if (!keys?.publishableKey || !keys.secretKey || !keys.webhookSecret) return test;
      const key = crypto.createHash('sha256').update(JSON.stringify(keys)).digest('hex');
      if (made?.key !== key) {
        const stripe: StripeConfig = {
          publishableKey: keys.publishableKey,
          secretKey: keys.secretKey,
          webhookSecret: keys.webhookSecret,
          ...(config.stripeApi ? { api: config.stripeApi } : {}),
        };
        made = { key, processor: new StripeProcessor(stripe) };
      }
      return made.processor;
    },
  };
}

/** What checking a secret key against Stripe's API found: accepted, refused (with Stripe's words), or unreachable. */
export async function checkStripeKey(
  secretKey: string,
  api: StripeConfig['api'],
): Promise<{ outcome: 'accepted' | 'refused' | 'unreachable'; detail: string }> {
  const StripeClient = loadStripe();
  const stripe = new StripeClient(secretKey, {
    maxNetworkRetries: 0,
    timeout: 10_000,
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
  try {
    await stripe.balance.retrieve();
    return { outcome: 'accepted', detail: '' };
  } catch (err) {
    const e = err as { type?: string; message?: string };
    const detail = (e.message ?? String(err)).replace(/sk_\w+|rk_\w+/g, '(the key)').slice(0, 200);
    // A restricted key without "balance: read" is still a key Stripe knows.
    if (e.type === 'StripePermissionError') return { outcome: 'accepted', detail };
    if (e.type === 'StripeConnectionError') return { outcome: 'unreachable', detail };
    return { outcome: 'refused', detail };
  }
}
