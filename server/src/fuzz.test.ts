// Generated bodies, queries, path segments and headers thrown at every route: no answer may be a
// 5xx or carry a stack. A fixed seed keeps CI repeatable; `npm run bench:fuzz` runs far more.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './test/fixtures.ts';
import { bodyFor, headerSpelling, pathSegment, queryFor, readRoutes, writeRoutes } from './test/fuzz-routes.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { fuzzRuns, fuzzSeed } from './config.ts';

let t: TestApp;
let member: TestUser;
let admin: TestUser;
let threadId: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { threadsPer10Min: 1e6, repliesPer10Min: 1e6, signupsPerHour: 1e5, minFormMs: 0 } });
  member = await createTestUser(t.app.db, { username: 'fuzz_member' });
  admin = await createTestUser(t.app.db, { username: 'fuzz_admin', role: 'admin' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/community/threads',
    headers: member.auth,
    payload: { title: 'A thread to fuzz', category: 'prayer', content: 'Content long enough to be a thread.' },
  });
  threadId = created.json().id;
});
afterAll(() => t.close());

let address = 0;
/** No 5xx, and a 4xx is the project's readable shape without internals. */
function expectSafe(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  expect(res.body).not.toMatch(/\n\s+at |FST_ERR|node_modules|\.ts:\d+/);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    expect(typeof res.json().message).toBe('string');
  }
}

const options = () => ({ seed: fuzzSeed(), numRuns: fuzzRuns(), endOnFailure: true });

describe('fuzz: write routes', () => {
  it.each(writeRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const segment = fc.oneof(fc.constant(null), pathSegment);
    const who = fc.constantFrom<'member' | 'admin' | 'none'>('member', 'admin', 'none');
    await fc.assert(
      fc.asyncProperty(bodyFor(route.fields), segment, who, headerSpelling, async (body, seg, as, authorization) => {
        const url = route.url.replace(':id', seg ?? threadId);
        const auth = as === 'member' ? member.auth : as === 'admin' ? admin.auth : authorization ? { authorization } : {};
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
          payload: body === undefined ? undefined : JSON.stringify(body),
          remoteAddress: `10.66.${(address >> 8) & 255}.${address++ & 255}`,
        });
        expectSafe(res);
      }),
      options(),
    );
  });
});

describe('fuzz: queries and raw bodies', () => {
  it.each(readRoutes.map((r) => [r.url, r] as const))('GET %s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(queryFor(route.params), fc.boolean(), async (query, asAdmin) => {
        const res = await t.app.inject({ url: `${route.url}?${query}`, headers: asAdmin ? admin.auth : member.auth });
        expectSafe(res);
      }),
      options(),
    );
  });

  it('bytes that are not JSON, under any content type', async () => {
    const types = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/octet-stream',
      '',
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), types, fc.constantFrom(...writeRoutes), async (bytes, type, route) => {
        const res = await t.app.inject({
          method: route.method,
          url: route.url.replace(':id', threadId),
          headers: { ...member.auth, ...(type ? { 'content-type': type } : {}) },
          payload: Buffer.from(bytes),
        });
        expectSafe(res);
      }),
      options(),
    );
  });
});
