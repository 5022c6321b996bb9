// The station comes from station-settings.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { deliveryMessages as m } from '@selah/contracts/admin-delivery';
import { paymentMessages } from '@selah/contracts/payments';
import { createTestUser } from '../../test/fixtures.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp } from '../../test/test-app.ts';
import { keys, fake, t, consoleStation, call, give } from './station-settings.fixtures.ts';

consoleStation();

describe('funds', () => {
  it('adds a fund the donate page offers at once, refusing a blank or taken name', async () => {
    expect((await call('POST', '/api/admin/payments/funds', { name: '   ' })).json()).toMatchObject({ message: m.fundNameBlank });
    const taken = await call('POST', '/api/admin/payments/funds', { name: 'missions' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: m.fundNameTaken('Missions') });
    const res = await call('POST', '/api/admin/payments/funds', { name: 'Youth Camp 2026' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: 'youth-camp-2026', name: 'Youth Camp 2026', archived: false, giftCount: 0 });
    const config = (await t.app.inject({ url: '/api/payments/config' })).json<{ funds: Array<{ id: string; name: string }> }>();
    expect(config.funds).toContainEqual({ id: 'youth-camp-2026', name: 'Youth Camp 2026' });
  });

  it('renames and archives; a fund with gifts cannot be deleted, only archived; one without can', async () => {
    expect((await call('PATCH', '/api/admin/payments/funds/youth-camp-2026', { name: 'Youth Camp' })).json()).toMatchObject({
      name: 'Youth Camp',
    });
    expect((await give(t, { fundId: 'youth-camp-2026', donorInfo: { email: 'camp@example.org' } })).statusCode).toBe(200);
    const del = await call('DELETE', '/api/admin/payments/funds/youth-camp-2026');
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ message: m.fundHasGifts('Youth Camp') });
    expect((await call('PATCH', '/api/admin/payments/funds/youth-camp-2026', { archived: true })).json()).toMatchObject({
      archived: true,
      giftCount: 1,
    });
    const config = (await t.app.inject({ url: '/api/payments/config' })).json<{ funds: Array<{ id: string }> }>();
    expect(config.funds.map((f) => f.id)).not.toContain('youth-camp-2026');
    // The gift keeps its fund's name in the station's lists.
    const gifts = (await call('GET', '/api/admin/payments/gifts')).json<{ gifts: Array<{ fundName: string }> }>().gifts;
    expect(gifts[0]).toMatchObject({ fundName: 'Youth Camp' });

    const added = (await call('POST', '/api/admin/payments/funds', { name: 'Roof' })).json<{ id: string }>();
    expect((await call('DELETE', `/api/admin/payments/funds/${added.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/payments/funds/nope')).statusCode).toBe(404);
    const audit = (await call('GET', '/api/admin/audit?action=giving.fund')).json<{ entries: Array<{ action: string }> }>();
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['giving.fund.create', 'giving.fund.update', 'giving.fund.delete']),
    );
  });
});

describe('receipts', () => {
  it('come from content/giving.json until the console sets them, then print the console’s', async () => {
    expect((await call('GET', '/api/admin/payments/receipts')).json()).toMatchObject({
      legalName: 'Harvest Light Radio, Inc.',
      saved: false,
    });
    const blank = await call('PUT', '/api/admin/payments/receipts', { legalName: ' ', taxId: '1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: m.legalNameBlank });
    const saved = await call('PUT', '/api/admin/payments/receipts', {
      legalName: 'Grace Chapel Media, Inc.',
      taxId: '12-3456789',
      address: '9 Elm Street, Springfield, MO 65806',
    });
    expect(saved.json()).toMatchObject({ legalName: 'Grace Chapel Media, Inc.', saved: true });
    const receipt = await give(t, { donorInfo: { email: 'receipt@example.org' } });
    expect(receipt.json()).toMatchObject({
      legalName: 'Grace Chapel Media, Inc.',
      taxId: '12-3456789',
      address: '9 Elm Street, Springfield, MO 65806',
      byMail: false,
    });
    const [mail] = (await call('GET', '/api/admin/outbox?limit=1')).json<Array<{ bodyText: string }>>();
    expect(mail!.bodyText).toContain('Received by: Grace Chapel Media, Inc.');
    expect(mail!.bodyText).toContain('Tax ID (EIN): 12-3456789');
    expect(mail!.bodyText).toContain('9 Elm Street, Springfield, MO 65806');
  });
});

describe('when Stripe cannot be reached', () => {
  it('says so and still saves the keys', async () => {
    const away = await createTestApp({
      payments: { stripe: undefined, stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' }, feePercent: 2.9, feeFixedCents: 30 },
    });
    const boss = await createTestUser(away.app.db, { role: 'admin' });
    try {
      const res = await away.app.inject({ method: 'PUT', url: '/api/admin/payments/stripe', headers: boss.auth, payload: keys });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ processor: 'stripe', check: { ok: null } });
      expect(res.json<{ check: { message: string } }>().check.message).toMatch(
        /^Stripe could not be reached to check the key .*The keys are saved/,
      );
    } finally {
      await away.close();
    }
  });
});

describe('the environment wins', () => {
  it('STRIPE_* keys are read-only in the console', async () => {
    const env = await createTestApp({
      payments: {
        stripe: { secretKey: 'sk_test_env', publishableKey: 'pk_test_env', webhookSecret: 'whsec_env', api: fake.api },
        feePercent: 2.9,
        feeFixedCents: 30,
      },
    });
    const boss = await createTestUser(env.app.db, { role: 'admin' });
    try {
      const view = await env.app.inject({ url: '/api/admin/payments/stripe', headers: boss.auth });
      expect(view.json()).toMatchObject({ fromEnvironment: true, publishableKey: 'pk_test_env', processor: 'stripe' });
      expect(view.body).not.toContain('sk_test_env');
      const res = await env.app.inject({ method: 'PUT', url: '/api/admin/payments/stripe', headers: boss.auth, payload: keys });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: m.stripeFromEnvironment });
    } finally {
      await env.close();
    }
  });
});

describe('honest receipts', () => {
  it('say the receipt is on its way by mail only when mail is delivering', async () => {
    const smtp = await startSmtpCapture();
    try {
      await call('PUT', '/api/admin/mail', { host: '127.0.0.1', port: smtp.port, from: 'radio@example.org' });
      const receipt = await give(t, { donorInfo: { email: 'mailed@example.org' } });
      expect(receipt.json()).toMatchObject({ byMail: true });
      expect(smtp.received.some((r) => r.to === 'mailed@example.org')).toBe(true);
      expect(paymentMessages.thankYouBody).toMatch(/on its way to your inbox/);
    } finally {
      await call('DELETE', '/api/admin/mail');
      await smtp.close();
    }
  });
});
