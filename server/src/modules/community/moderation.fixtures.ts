import { afterAll, beforeAll } from 'vitest';
import type { ReportQueue } from '@selah/contracts/admin-people';
import type { Comment, Thread } from '@selah/contracts/community';
import type { NotificationPage } from '@selah/contracts/notifications';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
export let t: TestApp;
export let admin: TestUser;
/** A station with an admin (made before the file's tests, closed after). */
export function moderationStation() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app.db, { role: 'admin' });
  });
  afterAll(() => t.close());
}

export const report = (who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: who?.auth ?? {}, payload });
export const replies = async (threadId: string, who: TestUser | null) =>
  (await t.app.inject({ url: `/api/community/threads/${threadId}/comments`, headers: who?.auth ?? {} })).json<Comment[]>();
export const thread = async (id: string, who: TestUser | null) =>
  (await t.app.inject({ url: `/api/community/threads/${id}`, headers: who?.auth ?? {} })).json<Thread>();
export const queue = async () => (await t.app.inject({ url: '/api/admin/reports', headers: admin.auth })).json<ReportQueue>();
export const notifications = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/notifications', headers: who.auth })).json<NotificationPage>().notifications;
export const admin_ = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
export const audit = async (targetId: string) =>
  (await t.app.inject({ url: `/api/admin/audit?targetId=${targetId}`, headers: admin.auth })).json<{
    entries: Array<{ action: string; actor: { name: string } }>;
  }>().entries;

export async function scene() {
  const author = await createTestUser(t.app.db);
  const reader = await createTestUser(t.app.db);
  const threadId = await postThread(t, await createTestUser(t.app.db));
  const replyId = await postReply(t, author, threadId, 'Buy cheap sunglasses here');
  return { author, reader, threadId, replyId };
}
