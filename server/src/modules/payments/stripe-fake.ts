import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: method, path and the form fields Stripe's library sent. */
export interface FakeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

/**
 * A local stand-in for the few Stripe API endpoints Selah calls, answering the documented
 * object shapes (https://docs.stripe.com/api). Tests point the official library at it.
 */
export async function startStripeFake() {
  const calls: FakeCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const url = new URL(req.url ?? '/', 'http://fake');
      const call: FakeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      calls.push(call);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(json));
      };
      if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const p = call.path;
      if (call.method === 'GET' && p === '/v1/balance') {
        return send(200, { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'usd' }], pending: [] });
      }
      if (call.method === 'POST' && p === '/v1/payment_intents' && form.receipt_email?.startsWith('provider-down')) {
        return send(400, { error: { type: 'invalid_request_error', message: 'Your account cannot currently make live charges.' } });
      }
      if (call.method === 'POST' && p === '/v1/payment_intents') {
        const pi = id('pi');
        // https://docs.stripe.com/api/payment_intents/create: either automatic_payment_methods or the
        // listed payment_method_types (a bank account: us_bank_account, with its verification method).
        const types = Object.entries(form)
          .filter(([k]) => /^payment_method_types\[\d+\]$/.test(k))
          .map(([, v]) => v);
        if (types.length && form['automatic_payment_methods[enabled]'])
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
            },
          });
        if (types.includes('us_bank_account') && form.currency !== 'usd')
          return send(400, { error: { type: 'invalid_request_error', message: 'us_bank_account requires currency usd.' } });
        return send(200, {
          id: pi,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          payment_method_types: types.length ? types : ['card'],
          ...(types.includes('us_bank_account')
            ? {
                payment_method_options: {
                  us_bank_account: {
                    verification_method: form['payment_method_options[us_bank_account][verification_method]'] ?? 'automatic',
                  },
                },
              }
            : {}),
          status: 'requires_payment_method',
          client_secret: `${pi}_secret_${crypto.randomBytes(6).toString('hex')}`,
          metadata,
        });
      }
      if (call.method === 'POST' && p === '/v1/customers')
        return send(200, { id: id('cus'), object: 'customer', email: form.email, metadata });
      if (call.method === 'POST' && p === '/v1/products')
        return send(200, { id: id('prod'), object: 'product', name: form.name, metadata });
      if (call.method === 'POST' && p === '/v1/subscriptions') {
        const sub = id('sub');
        // https://docs.stripe.com/api/prices/object#price_object-recurring-interval: day, week, month or year.
        const interval = form['items[0][price_data][recurring][interval]'];
        if (!['day', 'week', 'month', 'year'].includes(interval ?? ''))
          return send(400, { error: { type: 'invalid_request_error', message: `Invalid recurring interval: ${interval}` } });
        const invoice = id('in');
        return send(200, {
          id: sub,
          object: 'subscription',
          status: 'incomplete',
          customer: form.customer,
          metadata,
          latest_invoice: {
            id: invoice,
            object: 'invoice',
            confirmation_secret: { type: 'payment_intent', client_secret: `pi_for_${invoice}_secret_x` },
          },
        });
      }
      if (call.method === 'POST' && p === '/v1/refunds') {
        return send(200, {
          id: id('re'),
          object: 'refund',
          amount: Number(form.amount),
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
      }
      if (call.method === 'GET' && p === '/v1/invoice_payments') {
        // Each invoice was paid by one payment intent, named after it.
        const invoice = url.searchParams.get('invoice') ?? '';
        return send(200, {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: [
            {
              id: id('inpay'),
              object: 'invoice_payment',
              invoice,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: `pi_for_${invoice}` },
            },
          ],
        });
      }
      const subMatch = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(p);
      if (subMatch && call.method === 'POST') return send(200, { id: subMatch[1], object: 'subscription', status: 'active' });
      if (subMatch && call.method === 'DELETE') return send(200, { id: subMatch[1], object: 'subscription', status: 'canceled' });
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${call.method}: ${p})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
