import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@selah/contracts/notifications';
import { fixedClock } from '../../platform/time/clock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startStation, stationApi } from './test-support.ts';

// 06:00 in Chicago: the daily digest goes out at 07:00 (13:00 UTC).
const clock = fixedClock('2030-01-15T12:00:00.000Z');
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let api: ReturnType<typeof stationApi>;
let ruth: TestUser, naomi: TestUser, boaz: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const smtpUrl = smtp.url;
  t = await startStation(
    { smtpUrl, mailFrom: 'Harvest Light <radio@example.org>', publicUrl: 'https://radio.example.org', stationTimezone: 'America/Chicago' },
    { clock },
  );
  api = stationApi(t);
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  boaz = await createTestUser(t.app.db, { username: 'boaz', displayName: 'Boaz Field' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to === `${user.username}@example.test`);
/** A header's value, unfolded (long headers continue on indented lines). */
const header = (data: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'mi')
    .exec(data)?.[1]
    ?.replace(/\r\n[ \t]/g, ' ')
    .trim() ?? null;
/** The message with quoted-printable soft line breaks undone. */
const unwrapped = (data: string) => data.replace(/=\r\n/g, '');
const quiet = () => ({ info() {}, warn() {}, error() {} });

describe('email', () => {
  it('sends an immediate mail with text and HTML parts, the link, and one-click unsubscribe that turns that type off', async () => {
    await api.setPreferences(ruth, { type: 'prayer_joined', preferences: { email: true } });
    const id = await api.thread(ruth, { title: 'Pray for my mother' });
    await api.pray(naomi, id);
    await api.settled();
    const [mail] = mailsTo(ruth);
    expect(header(mail!.data, 'Subject')).toBe('Naomi Bethlehem prayed for your request');
    expect(mail!.data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.data).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.data).toMatch(/Content-Type: text\/html/i);
    expect(unwrapped(mail!.data)).toContain(`https://radio.example.org/community?thread=3D${id}`);
    expect(header(mail!.data, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https:\/\/radio\.example\.org\/api\/notifications\/unsubscribe\?[^>]+)>$/.exec(
      header(mail!.data, 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeTruthy();
    expect(unsubscribe).not.toContain(ruth.token);

    const path = unsubscribe!.replace('https://radio.example.org', '');
    // What a mail client's Unsubscribe button sends (RFC 8058), without signing in.
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: notificationMessages.unsubscribed });
    const prefs = await api.setPreferences(ruth, { type: 'mention', preferences: {} });
    expect(prefs.find((p) => p.type === 'prayer_joined')).toMatchObject({ email: false, inApp: true });
    await api.pray(boaz, id);
    await api.settled();
    expect(mailsTo(ruth)).toHaveLength(1);
  });

  it('shows a page with a button on GET (changing nothing), and refuses a link whose signature does not match', async () => {
    await api.setPreferences(naomi, { type: 'mention', preferences: { email: true } });
    await api.thread(ruth, { category: 'testimonies', title: 'Thanks to a friend', content: 'Thank you @naomi for the meals.' });
    await api.settled();
    const link = /^<([^>]+)>$/.exec(header(mailsTo(naomi)[0]!.data, 'List-Unsubscribe')!)![1]!.replace('https://radio.example.org', '');
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('<html lang="en">');
    // In Spanish for a Spanish browser, and for a member who chose Spanish whatever the browser.
    const spanish = await t.app.inject({ url: link, headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('¿Dejar de recibir estos correos?');
    expect(spanish.body).toContain('>Cancelar suscripción</button>');
    await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: naomi.auth, payload: { locale: 'es' } });
    expect((await t.app.inject({ url: link })).body).toContain('¿Dejar de recibir estos correos?');
    await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: naomi.auth, payload: { locale: 'en' } });
    const stillOn = (await api.preferences(naomi)).find((p) => p.type === 'mention');
    expect(stillOn?.email).toBe(true);
    const pressed = await t.app.inject({ method: 'POST', url: link, headers: { accept: 'text/html' } });
    expect(pressed.body).toContain(notificationMessages.unsubscribed);
    expect((await api.preferences(naomi)).find((p) => p.type === 'mention')?.email).toBe(false);
    const forged = link.replace(/s=[^&]+/, 's=AAAA');
    expect((await t.app.inject({ method: 'POST', url: forged })).json().message).toBe(notificationMessages.unsubscribeInvalid);
    const other = link.replace(/u=[^&]+/, `u=${ruth.id}`);
    expect((await t.app.inject({ method: 'POST', url: other })).statusCode).toBe(400);
  });
});

describe('the daily digest', () => {
  it('is sent once at 07:00 by two instances, and again after a restart when it fell due while down', async () => {
    const hannah = await createTestUser(t.app.db, { username: 'hannah', displayName: 'Hannah Brooks' });
    await api.setPreferences(hannah, { types: ['prayer_joined', 'prayer_reply'], preferences: { email: true, digest: 'daily' } });
    const first = await api.thread(hannah, { title: 'A hard week at work' });
    await api.pray(naomi, first);
    await api.reply(boaz, first, 'Praying for strength.');
    await api.settled();
    expect(mailsTo(hannah)).toEqual([]);

    const a = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    const b = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    for (const s of [a, b]) t.app.service('notifications').registerJobs(s);
    clock.set('2030-01-15T13:00:00.000Z');
    await Promise.all([a.runDue(), b.runDue()]);
    await expect.poll(() => mailsTo(hannah).length).toBe(1);
    const digest = unwrapped(mailsTo(hannah)[0]!.data);
    expect(header(digest, 'Subject')).toBe('Your daily summary');
    expect(digest).toContain('Naomi Bethlehem prayed for your request');
    expect(digest).toContain('Boaz Field replied to your prayer request');
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await Promise.all([a.runDue(), b.runDue()]);

    // Later that day another prayer; the station is down over the next 07:00 and starts at 09:00.
    clock.set('2030-01-15T20:00:00.000Z');
    const second = await api.thread(hannah, { title: 'Travel mercies please' });
    await api.pray(boaz, second);
    await api.settled();
    await Promise.all([a.stop(), b.stop()]);
    clock.set('2030-01-16T15:00:00.000Z');
    const restarted = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    t.app.service('notifications').registerJobs(restarted);
    await restarted.runDue();
    await expect.poll(() => mailsTo(hannah).length).toBe(2);
    const next = unwrapped(mailsTo(hannah)[1]!.data);
    expect(next).toContain('Boaz Field prayed for your request');
    expect(next).not.toContain('Naomi Bethlehem prayed');
  });
});
