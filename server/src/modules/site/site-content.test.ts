// The station comes from site.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { human } from '../../test/requests.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { contactMessages } from '../../db/schema/site.ts';
import { t, siteStation, post, rows } from './site.fixtures.ts';

siteStation();

describe('public content', () => {
  it('never offers a social link that leads nowhere (the demo content has only "#")', async () => {
    const station = (await t.app.inject('/api/station')).json();
    expect(station.name).toBe('Harvest Light Radio');
    expect(station.social).toEqual([]);
  });

  it('serves the five sponsors and answers 404 with a sentence for others', async () => {
    const list = (await t.app.inject('/api/sponsors')).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual([
      'faith-community',
      'kingdom-network',
      'shepherds-foundation',
      'grace-ministries',
      'hope-center',
    ]);
    const one = await t.app.inject('/api/sponsors/hope-center');
    expect(one.json()).toMatchObject({ name: 'Hope Pregnancy & Family Center', focus: expect.any(Array) });
    const missing = await t.app.inject('/api/sponsors/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("The sponsor you're looking for doesn't exist.");
  });

  it('serves 8 team members, 3+3 packages and legal pages with a fixed date', async () => {
    expect((await t.app.inject('/api/team')).json()).toHaveLength(8);
    const packages = (await t.app.inject('/api/packages')).json();
    expect(packages.sponsorship.map((p: { name: string; price: number }) => `${p.name} ${p.price}`)).toEqual([
      'Faith Seed 250',
      'Kingdom Builder 500',
      'Gospel Champion 1000',
    ]);
    expect(packages.advertising.map((p: { name: string; price: number }) => `${p.name} ${p.price}`)).toEqual([
      'Faith Starter 99',
      'Kingdom Growth 249',
      'Divine Premium 499',
    ]);
    const privacy = (await t.app.inject('/api/pages/legal/privacy')).json();
    expect(privacy.lastUpdated).toBe('2026-10-01');
    expect((await t.app.inject('/api/pages/legal/cookies')).statusCode).toBe(400);
  });
});

describe('contact form', () => {
  const good = {
    name: 'Martha Jones',
    email: 'martha@example.org',
    phone: '',
    contactReason: 'prayer',
    subject: 'Prayer for my son',
    message: 'Please pray for my son Caleb, starting a new job.',
  };

  it('stores a valid message and answers 201 with its id', async () => {
    const before = await rows(contactMessages);
    const res = await post('/api/contact', { ...good, ...human(20_000) });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rows(contactMessages)).toBe(before + 1);
  });

  it('counts a new message as unhandled in the inbox until someone handles it', async () => {
    const site = t.app.service('site');
    const before = await site.inboxCounts();
    expect((await post('/api/contact', { ...good, ...human(20_000) })).statusCode).toBe(201);
    const after = await site.inboxCounts();
    expect(after).toMatchObject({ contact: before.contact + 1, total: before.total + 1 });
    await t.app.db.update(contactMessages).set({ handledAt: new Date() });
    expect((await site.inboxCounts()).contact).toBe(0);
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'martha-at-example' }, 'Please enter a valid email address'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: '' }, 'Message is required'],
  ])('refuses a bad %s with the field and message', async (field, change, message) => {
    const before = await rows(contactMessages);
    const res = await post('/api/contact', { ...good, ...change, ...human(20_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await rows(contactMessages)).toBe(before);
  });

  it('quietly refuses a filled honeypot and an absurdly fast form: same answer, nothing stored', async () => {
    const before = await rows(contactMessages);
    const bot = await post('/api/contact', { ...good, hp: 'http://spam.example', renderAt: Date.now() - 20_000 });
    const fast = await post('/api/contact', { ...good, hp: '', renderAt: Date.now() - 300 });
    expect(bot.statusCode).toBe(201);
    expect(fast.statusCode).toBe(201);
    expect(fast.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rows(contactMessages)).toBe(before);
  });

  it('limits each sender to 5 forms in 10 minutes with a readable 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', { ...good, ...human(20_000) }, ip)).statusCode).toBe(201);
    const res = await post('/api/contact', { ...good, ...human(20_000) }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.', error: 'rate_limit' });
    expect((await post('/api/contact', { ...good, ...human(20_000) }, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('station team inbox', () => {
  it('lets an admin read the forms, and no one else', async () => {
    const member = await createTestUser(t.app.db);
    const admin = await createTestUser(t.app.db, { role: 'admin' });
    expect((await t.app.inject('/api/admin/forms/contact')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/forms/contact', headers: member.auth })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/admin/forms/contact', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ name: 'Martha Jones', subject: 'Prayer for my son' });
    expect(res.json()[0]).not.toHaveProperty('clientHash');
  });
});
