// The station comes from site.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { human } from '../../test/requests.ts';
import { adOrders, newsletterSubscribers, sponsorInquiries } from '../../db/schema/site.ts';
import { siteStation, post, rows } from './site.fixtures.ts';

siteStation();

describe('sponsor inquiry', () => {
  const good = {
    organizationName: 'Cornerstone Bakery',
    contactName: 'Eli Brooks',
    email: 'eli@cornerstone.example',
    phone: '270-555-0199',
    website: 'cornerstone.example',
    message: 'We would love to sponsor Family Hour this spring.',
  };

  it.each([
    ['organizationName', { organizationName: 'C' }, 'Organization name must be at least 2 characters'],
    ['contactName', { contactName: 'E' }, 'Contact name must be at least 2 characters'],
    ['email', { email: 'eli@' }, 'Please enter a valid email address'],
    ['phone', { phone: '555-01' }, 'Please enter a valid phone number'],
    ['website', { website: 'not a site' }, 'Please enter a valid website URL'],
    ['message', { message: 'Too short.' }, 'Please provide more details about your organization'],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const res = await post('/api/sponsor-inquiries', { ...good, ...change, ...human(20_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('stores a valid inquiry; the website is optional', async () => {
    const before = await rows(sponsorInquiries);
    expect((await post('/api/sponsor-inquiries', { ...good, ...human(20_000) })).statusCode).toBe(201);
    expect((await post('/api/sponsor-inquiries', { ...good, website: '', ...human(20_000) })).statusCode).toBe(201);
    expect(await rows(sponsorInquiries)).toBe(before + 2);
  });
});

describe('advertising order', () => {
  const good = {
    businessName: 'Grace Auto Care',
    contactEmail: 'owner@graceauto.example',
    phone: '',
    message: '',
    packageType: 'Kingdom Growth',
  };

  it('needs a business name and a valid contact email', async () => {
    for (const change of [{ businessName: '' }, { contactEmail: '' }]) {
      const res = await post('/api/ad-orders', { ...good, ...change, ...human(20_000) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill in your business name and contact email.');
    }
    const bad = await post('/api/ad-orders', { ...good, contactEmail: 'owner at graceauto', ...human(20_000) });
    expect(bad.json().fields.contactEmail).toBe('Please enter a valid email address');
  });

  it('stores a valid order', async () => {
    const before = await rows(adOrders);
    const res = await post('/api/ad-orders', { ...good, ...human(20_000) });
    expect(res.statusCode).toBe(201);
    expect(await rows(adOrders)).toBe(before + 1);
  });
});

describe('newsletter', () => {
  it('subscribes once per address whatever its case, answering the same id', async () => {
    const first = await post('/api/newsletter', { email: 'Hannah@Example.org', ...human(20_000) });
    const again = await post('/api/newsletter', { email: 'hannah@example.org', ...human(20_000) });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await rows(newsletterSubscribers)).toBe(1);
    expect((await post('/api/newsletter', { email: 'nope', ...human(20_000) })).json().message).toBe('Please enter a valid email address');
  });
});
