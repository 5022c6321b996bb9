// Several instances count together (decision 007): two apps on one Redis, as two instances behind
// a proxy would be, share the route rate limits and the sign-in guard's counters.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from './config.ts';
import { fixedClock } from './platform/time/clock.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let a: TestApp;
let b: TestApp;
// Each run counts on its own namespace: the PGlite and PostgreSQL test projects share one Redis.
const shared = { redisUrl: testRedisUrl(), redisNamespace: `test-limits-${crypto.randomBytes(5).toString('hex')}` };
beforeAll(async () => {
  // One clock that stands still, so the guard's waits do not run out while the test runs.
  const clock = fixedClock(new Date());
  [a, b] = await Promise.all([createTestApp(shared, { clock }), createTestApp(shared, { clock })]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const newsletter = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: {} });
const login = (t: TestApp, username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'not the password' } });

describe('limits shared through Redis (REDIS_URL)', () => {
  it('a form limit of 5 per sender is 5 across both instances, not 5 on each', async () => {
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a]) statuses.push((await newsletter(t)).statusCode);
    // Five tries spent (refused for their empty body): the sixth is refused on either instance.
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const sixth = await newsletter(b);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'rate_limit' });
    expect((await newsletter(a)).statusCode).toBe(429);
  });

  it('sign-in failures on one account add up across instances, so guessing slows on both', async () => {
    const name = `ghost_${crypto.randomBytes(4).toString('hex')}`;
    const statuses: number[] = [];
    // Five wrong passwords, split 3 and 2: each instance alone would still allow free tries.
    for (const t of [a, b, a, b, a]) statuses.push((await login(t, name)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const next = await login(b, name);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/Too many sign-in attempts\. Please wait \d+ seconds/);
  });
});
