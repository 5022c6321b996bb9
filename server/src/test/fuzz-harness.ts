// The fuzz suites' station and checks: every generated request must get an answer below 500 in the
// project's readable shape. A fixed seed keeps CI repeatable; `npm run bench:fuzz` runs far more.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzzRuns, fuzzSeed } from '../config.ts';
import { createTestUser, type TestUser } from './fixtures.ts';
import { bodyFor, headerSpelling, pathSegment, type WriteRoute } from './fuzz-routes.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface FuzzStation {
  t: TestApp;
  member: TestUser;
  admin: TestUser;
  threadId: string;
}

/** A station with a member, an admin and a thread, made before the file's tests and closed after. */
export function fuzzStation(): FuzzStation {
  const station = {} as FuzzStation;
  beforeAll(async () => {
    station.t = await createTestApp({ limits: { threadsPer10Min: 1e6, repliesPer10Min: 1e6, signupsPerHour: 1e5, minFormMs: 0 } });
    station.member = await createTestUser(station.t.app.db, { username: 'fuzz_member' });
    station.admin = await createTestUser(station.t.app.db, { username: 'fuzz_admin', role: 'admin' });
    const created = await station.t.app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: station.member.auth,
      payload: { title: 'A thread to fuzz', category: 'prayer', content: 'Content long enough to be a thread.' },
    });
    station.threadId = created.json().id;
  });
  afterAll(() => station.t.close());
  return station;
}

/** No 5xx, and a 4xx is the project's readable shape without internals. */
export function expectSafe(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  expect(res.body).not.toMatch(/\n\s+at |FST_ERR|node_modules|\.ts:\d+/);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    expect(typeof res.json().message).toBe('string');
  }
}

export const fuzzOptions = () => ({ seed: fuzzSeed(), numRuns: fuzzRuns(), endOnFailure: true });

let address = 0;

/** Generated bodies, path segments and authorization headers thrown at each write route. */
export function fuzzWrites(station: FuzzStation, routes: WriteRoute[]): void {
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const segment = fc.oneof(fc.constant(null), pathSegment);
    const who = fc.constantFrom<'member' | 'admin' | 'none'>('member', 'admin', 'none');
    await fc.assert(
      fc.asyncProperty(bodyFor(route.fields), segment, who, headerSpelling, async (body, seg, as, authorization) => {
        const url = route.url.replace(':id', seg ?? station.threadId);
        const auth = as === 'member' ? station.member.auth : as === 'admin' ? station.admin.auth : authorization ? { authorization } : {};
        const res = await station.t.app.inject({
          method: route.method,
          url,
          headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
          payload: body === undefined ? undefined : JSON.stringify(body),
          remoteAddress: `10.66.${(address >> 8) & 255}.${address++ & 255}`,
        });
        expectSafe(res);
      }),
      fuzzOptions(),
    );
  });
}
