import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/accounts.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/site.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { human } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'inbox_admin' });
});
afterAll(() => t.close());

let ip = 0;
const send = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { ...payload, ...human(20_000) }, remoteAddress: `10.3.0.${++ip}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const get = (url: string) => t.app.inject({ url, headers: admin.auth });
const post = (url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: admin.auth, ...(payload ? { payload } : {}) });
const contact = (name: string, email: string) =>
  send('/api/contact', {
    name,
    email,
    contactReason: 'prayer',
    subject: `Prayer from ${name}`,
    message: 'Please pray for us.\nThank you.',
  });

describe('inbox', () => {
  it('lists each kind as new until handled, in one shape, and counts what is new', async () => {
    const martha = await contact('Martha Jones', 'martha@example.org');
    await send('/api/sponsor-inquiries', {
      organizationName: 'Cornerstone Bakery',
      contactName: 'Eli Brooks',
      email: 'eli@cornerstone.example',
      phone: '270-555-0199',
      message: 'We would love to sponsor Family Hour this spring.',
    });
    await send('/api/ad-orders', {
      businessName: 'Grace Auto Care',
      contactEmail: 'owner@graceauto.example',
      packageType: 'Kingdom Growth',
    });
    expect((await get('/api/admin/inbox/counts')).json()).toMatchObject({ contact: 1, sponsorInquiries: 1, adOrders: 1, total: 3 });

    const items = (await get('/api/admin/inbox/contact?status=new')).json().items;
    expect(items).toEqual([
      expect.objectContaining({ id: martha, kind: 'contact', name: 'Martha Jones', email: 'martha@example.org', handledAt: null }),
    ]);
    expect(items[0].details).toEqual([{ label: 'Reason', value: 'prayer' }]);
    const inquiry = (await get('/api/admin/inbox/sponsor-inquiries')).json().items[0];
    expect(inquiry).toMatchObject({ name: 'Eli Brooks', subject: 'Sponsorship: Cornerstone Bakery' });
    const order = (await get('/api/admin/inbox/ad-orders')).json().items[0];
    expect(order).toMatchObject({ name: 'Grace Auto Care', email: 'owner@graceauto.example', subject: 'Advertising: Kingdom Growth' });
  });

  it('marks handled and reopens, each written to the audit log', async () => {
    const id = await contact('Naomi Reed', 'naomi@example.org');
    const handled = await post(`/api/admin/inbox/contact/${id}/handled`);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ handledBy: admin.id, handledAt: expect.any(String) });
    expect((await get('/api/admin/inbox/contact?status=new')).json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await get('/api/admin/inbox/contact?status=handled')).json().items.map((i: { id: string }) => i.id)).toContain(id);
    const reopened = await post(`/api/admin/inbox/contact/${id}/reopen`);
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    const log = (await get('/api/admin/audit?action=inbox.')).json().entries;
    expect(log.slice(0, 2).map((e: { summary: string }) => e.summary)).toEqual([
      'Reopened the message from Naomi Reed',
      'Marked handled the message from Naomi Reed',
    ]);
  });

  it('sends a reply to the sender through the mailer (the outbox), quoting them, and marks the message handled', async () => {
    const id = await contact('Ruth Okafor', 'ruth.o@example.org');
    const res = await post(`/api/admin/inbox/contact/${id}/reply`, {
      subject: 'Re: Prayer from Ruth Okafor',
      message: 'We are praying with you, Ruth.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.handledAt).not.toBeNull();
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.json().mailId));
    expect(mail).toMatchObject({ toAddress: 'ruth.o@example.org', subject: 'Re: Prayer from Ruth Okafor', status: 'kept' });
    expect(mail!.bodyText).toContain('We are praying with you, Ruth.');
    expect(mail!.bodyText).toContain('> Please pray for us.\n> Thank you.');
    expect(mail!.bodyText).toContain('Harvest Light Radio');
    const outbox = (await get('/api/admin/inbox/outbox')).json().mails;
    expect(outbox[0]).toMatchObject({ id: res.json().mailId, toAddress: 'ruth.o@example.org' });
    expect((await get('/api/admin/audit?action=inbox.handled')).json().entries[0].summary).toBe(
      'Replied to the message from Ruth Okafor: “Re: Prayer from Ruth Okafor”',
    );
  });

  it('refuses an empty reply with a sentence: no mail, still new', async () => {
    const id = await contact('Caleb Hart', 'caleb@example.org');
    const mails = (await t.app.db.select().from(mailOutbox)).length;
    const res = await post(`/api/admin/inbox/contact/${id}/reply`, { subject: 'Re: hello', message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.message).toBe('Please write your reply.');
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(mails);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.handledAt).toBeNull();
  });

  it('answers 404 with a sentence for a message that is not there, 400 for a kind that does not exist', async () => {
    const missing = await post('/api/admin/inbox/contact/00000000-0000-4000-8000-000000000000/handled');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That message is no longer in the inbox.');
    const kind = await get('/api/admin/inbox/letters');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('That part of the inbox does not exist.');
  });
});

describe('newsletter subscribers', () => {
  it('exports a CSV with a header row, every cell quoted, formulas defused', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'hannah@example.org', ...human(20_000) } });
    // Addresses the form would refuse, stored as an older import might have: the CSV still stays safe.
    await t.app.db.insert(newsletterSubscribers).values([
      { email: '=cmd@example.org', clientHash: 'x' },
      { email: 'quote"d@example.org', clientHash: 'x' },
    ]);
    expect((await get('/api/admin/inbox/newsletter')).json().subscribers).toHaveLength(3);
    const res = await get('/api/admin/inbox/newsletter.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","subscribed_at"');
    expect(lines).toHaveLength(4);
    const cells = lines.slice(1).map((l) => l.split('","')[0]);
    expect(cells.sort()).toEqual(['"\'=cmd@example.org', '"hannah@example.org', '"quote""d@example.org']);
    expect(lines[1]).toMatch(/^"[^"]+(?:""[^"]*)?","\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/);
  });
});

describe('outbox', () => {
  it('resends a kept or failed mail as a new mail to the same person; a delivered one is refused', async () => {
    const [failed] = await t.app.db
      .insert(mailOutbox)
      .values({
        toAddress: 'miriam@example.org',
        subject: 'Your receipt',
        bodyText: 'Thank you',
        status: 'failed',
        error: 'connection refused',
      })
      .returning();
    expect((await get('/api/admin/inbox/outbox?status=failed')).json().mails.map((m: { id: string }) => m.id)).toEqual([failed!.id]);
    expect((await get('/api/admin/inbox/counts')).json().outboxFailed).toBe(1);
    const res = await post(`/api/admin/inbox/outbox/${failed!.id}/resend`);
    expect(res.statusCode, res.body).toBe(201);
    const [again] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.json().id));
    expect(again).toMatchObject({ toAddress: 'miriam@example.org', subject: 'Your receipt', bodyText: 'Thank you', status: 'kept' });
    expect((await get('/api/admin/audit?action=inbox.outbox')).json().entries[0]).toMatchObject({ summary: 'Sent “Your receipt” again' });

    const [sent] = await t.app.db
      .insert(mailOutbox)
      .values({ toAddress: 'joel@example.org', subject: 'Hi', bodyText: 'x', status: 'sent', sentAt: new Date() })
      .returning();
    const mails = (await t.app.db.select().from(mailOutbox)).length;
    const refused = await post(`/api/admin/inbox/outbox/${sent!.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('That mail was already delivered; there is nothing to resend.');
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(mails);
  });
});
