// Generated queries on every read route, and bytes that are not JSON under any content type on every
// write route: no answer may be a 5xx or carry a stack. The write routes' bodies: fuzz-members and
// fuzz-station. A fixed seed keeps CI repeatable; `npm run bench:fuzz` runs far more.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectSafe, fuzzOptions, fuzzStation } from './test/fuzz-harness.ts';
import { queryFor, readRoutes, writeRoutes } from './test/fuzz-routes.ts';

const station = fuzzStation();

describe('fuzz: queries and raw bodies', () => {
  it.each(readRoutes.map((r) => [r.url, r] as const))('GET %s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(queryFor(route.params), fc.boolean(), async (query, asAdmin) => {
        const res = await station.t.app.inject({
          url: `${route.url}?${query}`,
          headers: asAdmin ? station.admin.auth : station.member.auth,
        });
        expectSafe(res);
      }),
      fuzzOptions(),
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
        const res = await station.t.app.inject({
          method: route.method,
          url: route.url.replace(':id', station.threadId),
          headers: { ...station.member.auth, ...(type ? { 'content-type': type } : {}) },
          payload: Buffer.from(bytes),
        });
        expectSafe(res);
      }),
      fuzzOptions(),
    );
  });
});
