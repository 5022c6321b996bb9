import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { fixedClock } from '../time/clock.ts';
import type { HttpError } from '../http/errors.ts';
import { createAudit, type Audit } from './audit.ts';

const clock = fixedClock('2030-05-01T12:00:00Z');
let database: Database;
let audit: Audit;
beforeAll(async () => {
  database = await createTestDatabase();
  audit = createAudit({ db: database.db, clock });
});
afterAll(() => database.close());

it('records who did what with before and after, newest first, in pages', async () => {
  const admin = await createTestUser(database.db, { role: 'admin', username: 'pastor_james' });
  for (let i = 0; i < 5; i++) {
    clock.advance(60_000);
    await audit.record({
      actor: admin,
      action: i % 2 ? 'user.role' : 'program.create',
      targetType: i % 2 ? 'user' : 'program',
      targetId: `t${i}`,
      summary: `Change ${i}`,
      before: i % 2 ? { role: 'member' } : undefined,
      after: { n: i },
    });
  }
  clock.advance(60_000);
  await audit.record({ actor: { system: 'Moderation rules' }, action: 'comment.auto-hide', targetType: 'comment', summary: 'Hid a reply' });

  const first = await audit.list({ limit: 4 });
  expect(first.entries.map((e) => e.summary)).toEqual(['Hid a reply', 'Change 4', 'Change 3', 'Change 2']);
  expect(first.entries[2]).toMatchObject({
    actor: { id: admin.id, name: 'pastor_james' },
    action: 'user.role',
    before: { role: 'member' },
    after: { n: 3 },
  });
  expect(first.entries[0]!.actor).toEqual({ id: null, name: 'Moderation rules' });
  const second = await audit.list({ limit: 4, cursor: first.nextCursor! });
  expect(second.entries.map((e) => e.summary)).toEqual(['Change 1', 'Change 0']);
  expect(second.nextCursor).toBeNull();

  const roles = await audit.list({ limit: 10, action: 'user.' });
  expect(roles.entries.map((e) => e.targetId)).toEqual(['t3', 't1']);
  expect((await audit.list({ limit: 10, targetType: 'program', targetId: 't2' })).entries).toHaveLength(1);
});

it('refuses a cursor it did not make with a 400', async () => {
  await expect(audit.list({ limit: 5, cursor: 'not-a-cursor' })).rejects.toMatchObject({ statusCode: 400 } satisfies Partial<HttpError>);
});

it('writes nothing when the change it belongs to is rolled back', async () => {
  const before = (await audit.list({ limit: 200 })).entries.length;
  await expect(
    database.db.transaction(async (tx) => {
      await audit.record({ actor: { system: 'test' }, action: 'x.y', targetType: 'x', summary: 'rolled back' }, tx);
      throw new Error('change failed');
    }),
  ).rejects.toThrow('change failed');
  expect((await audit.list({ limit: 200 })).entries.length).toBe(before);
});
