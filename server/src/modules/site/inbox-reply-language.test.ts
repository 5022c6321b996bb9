import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/accounts.ts';
import { contactMessages, sponsorInquiries } from '../../db/schema/site.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { human } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'reply_language_admin' });
});
afterAll(() => t.close());

let ip = 0;
/** A form sent from a page in a language (the switch's cookie, or the browser's Accept-Language). */
const send = async (url: string, payload: Record<string, unknown>, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { ...payload, ...human(20_000) },
    remoteAddress: `10.4.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const contact = (name: string, headers: Record<string, string>) =>
  send(
    '/api/contact',
    { name, email: `${name.toLowerCase()}@example.org`, contactReason: 'prayer', subject: 'Oración', message: 'Oren por nosotros.' },
    headers,
  );
/** Writes the reply and answers the mail's text. */
const reply = async (kind: string, id: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/inbox/${kind}/${id}/reply`,
    headers: admin.auth,
    payload: { subject: 'Re', message: 'Gracias.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.json().mailId));
  return mail!.bodyText;
};
// Noon in the station's day, whatever its zone in the Americas.
const sentOn = new Date('2026-12-06T18:00:00Z');

describe('the reply to a message, in the language the person wrote in', () => {
  it('keeps the language of the page each form was sent from', async () => {
    const es = await contact('Lucia', { cookie: 'selah_lang=es' });
    const en = await contact('Grace', { 'accept-language': 'en-US' });
    const rows = await t.app.db.select({ id: contactMessages.id, locale: contactMessages.locale }).from(contactMessages);
    expect(rows.find((r) => r.id === es)?.locale).toBe('es');
    expect(rows.find((r) => r.id === en)?.locale).toBe('en');
    const inquiry = await send(
      '/api/sponsor-inquiries',
      {
        organizationName: 'Panadería Sol',
        contactName: 'Tomás',
        email: 'tomas@sol.example',
        phone: '270-555-0100',
        message: 'Queremos patrocinar.',
      },
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    const [row] = await t.app.db.select({ locale: sponsorInquiries.locale }).from(sponsorInquiries).where(eq(sponsorInquiries.id, inquiry));
    expect(row!.locale).toBe('es');
  });

  it('quotes a Spanish writer in Spanish, with the date as Spanish writes it', async () => {
    const id = await contact('Marta', { cookie: 'selah_lang=es' });
    await t.app.db.update(contactMessages).set({ createdAt: sentOn }).where(eq(contactMessages.id, id));
    const text = await reply('contact', id);
    expect(text).toContain('El 6 de diciembre de 2026 usted escribió:\n> Oren por nosotros.');
    expect(text).not.toContain('you wrote');
  });

  it('quotes an English writer, or one from before languages were kept, in English', async () => {
    const id = await contact('Ruth', { 'accept-language': 'en' });
    await t.app.db.update(contactMessages).set({ createdAt: sentOn }).where(eq(contactMessages.id, id));
    expect(await reply('contact', id)).toContain('On December 6, 2026 you wrote:\n> Oren por nosotros.');

    const older = await contact('Abel', { cookie: 'selah_lang=es' });
    await t.app.db.update(contactMessages).set({ createdAt: sentOn, locale: null }).where(eq(contactMessages.id, older));
    expect(await reply('contact', older)).toContain('On December 6, 2026 you wrote:');
  });
});
