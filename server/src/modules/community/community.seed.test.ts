import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = fixedClock('2026-11-22T15:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seedDemo: true, clock });
});
afterAll(() => t.close());

describe('the demo community', () => {
  it('dates every seeded reply after its post and before now', async () => {
    const rows = await queryRows<{ replies: number; early: number; future: number; staleActivity: number }>(
      t.app.db,
      sql`SELECT count(*)::int AS replies,
                 count(*) FILTER (WHERE c.created_at < t.created_at)::int AS early,
                 count(*) FILTER (WHERE c.created_at > ${clock.now().toISOString()}::timestamptz)::int AS future,
                 count(*) FILTER (WHERE c.created_at > t.last_activity_at)::int AS "staleActivity"
          FROM comments c JOIN threads t ON t.id = c.thread_id`,
    );
    expect(rows[0]!.replies).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ early: 0, future: 0, staleActivity: 0 });
  });

  it('shows authors by name only: where a member lives shows only when they choose (issue 16)', async () => {
    const page = (await t.app.inject({ url: '/api/community/threads?limit=50' })).json<{
      threads: Array<{ authorInfo: { city: string; country: string; place: string; id: string | null } }>;
    }>();
    const named = page.threads.filter((th) => th.authorInfo.id);
    expect(named.length).toBeGreaterThan(0);
    for (const th of named) expect(th.authorInfo).toMatchObject({ city: '', country: '', place: '' });
  });
});
