import { afterAll, beforeAll } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { adOrders, contactMessages, newsletterSubscribers, sponsorInquiries } from '../../db/schema/site.ts';
export let t: TestApp;
/** A station for the public site's forms (made before the file's tests, closed after). */
export function siteStation() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
}

export let ipCounter = 0;
/** Each test speaks from its own address, so rate limits stay per test. */
export const post = (url: string, payload: unknown, ip = `10.1.0.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });
export const rows = async (table: typeof contactMessages | typeof sponsorInquiries | typeof adOrders | typeof newsletterSubscribers) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;
