import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@selah/contracts/admin-people';
import type { ReportQueue } from '@selah/contracts/admin-people';
import type { Comment, Thread } from '@selah/contracts/community';
import type { NotificationPage } from '@selah/contracts/notifications';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(() => t.close());

const report = (who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: who?.auth ?? {}, payload });
const replies = async (threadId: string, who: TestUser | null) =>
  (await t.app.inject({ url: `/api/community/threads/${threadId}/comments`, headers: who?.auth ?? {} })).json<Comment[]>();
const thread = async (id: string, who: TestUser | null) =>
  (await t.app.inject({ url: `/api/community/threads/${id}`, headers: who?.auth ?? {} })).json<Thread>();
const queue = async () => (await t.app.inject({ url: '/api/admin/reports', headers: admin.auth })).json<ReportQueue>();
const notifications = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/notifications', headers: who.auth })).json<NotificationPage>().notifications;
const admin_ = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const audit = async (targetId: string) =>
  (await t.app.inject({ url: `/api/admin/audit?targetId=${targetId}`, headers: admin.auth })).json<{
    entries: Array<{ action: string; actor: { name: string } }>;
  }>().entries;

async function scene() {
  const author = await createTestUser(t.app.db);
  const reader = await createTestUser(t.app.db);
  const threadId = await postThread(t, await createTestUser(t.app.db));
  const replyId = await postReply(t, author, threadId, 'Buy cheap sunglasses here');
  return { author, reader, threadId, replyId };
}

describe('reporting', () => {
  it('takes one report per member per post, with a reason; refuses the rest with a sentence', async () => {
    const { author, reader, replyId, threadId } = await scene();
    const ok = await report(reader, { targetType: 'comment', targetId: replyId, reason: 'spam', details: 'An advert' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ message: string }>().message).toBe(moderationMessages.reportThanks);

    const cases: Array<[TestUser | null, Record<string, unknown>, number, string]> = [
      [reader, { targetType: 'comment', targetId: replyId, reason: 'spam' }, 409, moderationMessages.alreadyReported],
      [author, { targetType: 'comment', targetId: replyId, reason: 'spam' }, 400, moderationMessages.ownPost],
      [reader, { targetType: 'comment', targetId: replyId, reason: 'boring' }, 400, moderationMessages.badReason],
      [reader, { targetType: 'episode', targetId: replyId, reason: 'spam' }, 400, moderationMessages.badTarget],
      [reader, { targetType: 'thread', targetId: replyId, reason: 'spam' }, 404, moderationMessages.targetGone],
      [
        reader,
        { targetType: 'thread', targetId: threadId, reason: 'other', details: 'x'.repeat(501) },
        400,
        moderationMessages.detailsLong,
      ],
    ];
    for (const [who, payload, status, message] of cases) {
      const res = await report(who, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect((await report(null, { targetType: 'thread', targetId: threadId, reason: 'spam' })).statusCode).toBe(401);
    const item = (await queue()).items.find((i) => i.targetId === replyId)!;
    expect(item.reports).toEqual([expect.objectContaining({ reason: 'spam', details: 'An advert' })]);
    expect(item).toMatchObject({ content: 'Buy cheap sunglasses here', author: { id: author.id }, isHidden: false });
    expect((await queue()).items.filter((i) => i.targetId === threadId)).toEqual([]);
  });
});

describe('the rule: three members report a reply', () => {
  it('hides it from others (thread, counts), shows it to its author marked hidden, and tells the author', async () => {
    const { author, reader, threadId, replyId } = await scene();
    const before = (await thread(threadId, reader)).replies;
    const statsBefore = (await t.app.inject({ url: '/api/community/stats' })).json<{ totalComments: number }>().totalComments;
    for (let i = 0; i < 3; i++) {
      const res = await report(await createTestUser(t.app.db), { targetType: 'comment', targetId: replyId, reason: 'unkind' });
      expect(res.statusCode).toBe(201);
      expect((await replies(threadId, reader)).some((c) => c.id === replyId)).toBe(i < 2);
    }
    expect((await replies(threadId, null)).map((c) => c.id)).not.toContain(replyId);
    expect((await thread(threadId, reader)).replies).toBe(before - 1);
    expect((await t.app.inject({ url: '/api/community/stats' })).json<{ totalComments: number }>().totalComments).toBe(statsBefore - 1);
    expect((await replies(threadId, author)).find((c) => c.id === replyId)).toMatchObject({ isHidden: true });
    expect((await replies(threadId, admin)).find((c) => c.id === replyId)).toMatchObject({ isHidden: true });

    const told = (await notifications(author)).find((n) => n.type === 'system');
    expect(told).toMatchObject({ title: moderationMessages.hiddenReplyTitle, body: moderationMessages.hiddenByReports });
    expect((await audit(replyId))[0]).toMatchObject({ action: 'moderation.comment.auto-hide', actor: { name: 'Moderation rules' } });
    expect((await queue()).items.find((i) => i.targetId === replyId)).toMatchObject({ isHidden: true, hiddenReason: 'reports' });
    // A hidden reply cannot be reported again, or answered by others.
    expect((await report(reader, { targetType: 'comment', targetId: replyId, reason: 'spam' })).statusCode).toBe(404);

    // Dismissing the reports shows it again and empties the queue of it.
    expect((await admin_('POST', `/api/admin/reports/comment/${replyId}/resolve`, { action: 'dismiss' })).statusCode).toBe(204);
    expect((await replies(threadId, reader)).map((c) => c.id)).toContain(replyId);
    expect((await thread(threadId, reader)).replies).toBe(before);
    expect((await queue()).items.find((i) => i.targetId === replyId)).toBeUndefined();
    const again = await admin_('POST', `/api/admin/reports/comment/${replyId}/resolve`, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(moderationMessages.noOpenReports);
  });
});

describe('per-reply moderation', () => {
  it('hides, restores and deletes one reply; the author is told when it is hidden; each action audited', async () => {
    const { author, reader, threadId, replyId } = await scene();
    const other = await postReply(t, reader, threadId, 'A kind word');
    const hide = await admin_('POST', `/api/admin/comments/${replyId}/hide`);
    expect(hide.json()).toEqual({ id: replyId, isHidden: true });
    expect((await replies(threadId, reader)).map((c) => c.id)).toEqual([other]);
    expect((await notifications(author)).find((n) => n.type === 'system')).toMatchObject({ body: moderationMessages.hiddenByStaff });
    expect((await admin_('POST', `/api/admin/comments/${replyId}/restore`)).json()).toEqual({ id: replyId, isHidden: false });
    expect((await replies(threadId, reader)).map((c) => c.id)).toEqual([replyId, other]);
    expect((await admin_('DELETE', `/api/admin/comments/${replyId}`)).statusCode).toBe(204);
    expect((await replies(threadId, admin)).map((c) => c.id)).toEqual([other]);
    expect((await thread(threadId, reader)).replies).toBe(1);
    expect((await audit(replyId)).map((e) => e.action)).toEqual([
      'moderation.comment.delete',
      'moderation.comment.restore',
      'moderation.comment.hide',
    ]);
    const gone = await admin_('POST', `/api/admin/comments/${replyId}/hide`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(moderationMessages.commentNotFound);
  });

  it('hiding a reply takes the answers under it out of the counts too, and showing it brings them back', async () => {
    const { author, reader, threadId, replyId } = await scene();
    const totals = async () => (await t.app.inject({ url: '/api/community/stats' })).json<{ totalComments: number }>().totalComments;
    await postReply(t, reader, threadId, 'Praying with you on this', replyId);
    const answer = await postReply(t, author, threadId, 'Thank you, friend', replyId);
    await postReply(t, reader, threadId, 'A word for everyone');
    expect((await thread(threadId, reader)).replies).toBe(4);
    const before = await totals();

    expect((await admin_('POST', `/api/admin/comments/${replyId}/hide`)).statusCode).toBe(200);
    expect((await replies(threadId, reader)).map((c) => c.content)).toEqual(['A word for everyone']);
    expect((await thread(threadId, reader)).replies).toBe(1);
    expect(await totals()).toBe(before - 3);

    // Staff may answer under the hidden reply: members do not see it, so it is not counted.
    await postReply(t, admin, threadId, 'Noted by the moderators', replyId);
    expect((await thread(threadId, reader)).replies).toBe(1);
    // An answer hidden on its own stays out when its reply is shown again.
    expect((await admin_('POST', `/api/admin/comments/${answer}/hide`)).statusCode).toBe(200);
    expect((await thread(threadId, reader)).replies).toBe(1);

    expect((await admin_('POST', `/api/admin/comments/${replyId}/restore`)).statusCode).toBe(200);
    expect((await thread(threadId, reader)).replies).toBe(4);
    expect((await replies(threadId, reader)).flatMap((c) => [c.content, ...c.replies.map((r) => r.content)])).toEqual([
      'Buy cheap sunglasses here',
      'Praying with you on this',
      'Noted by the moderators',
      'A word for everyone',
    ]);
    expect(await totals()).toBe(before);

    // Deleting the reply deletes its answers; the count keeps what is left.
    expect((await admin_('DELETE', `/api/admin/comments/${replyId}`)).statusCode).toBe(204);
    expect((await thread(threadId, reader)).replies).toBe(1);
  });

  it('resolves a reported discussion by deleting it, and refuses an unknown action', async () => {
    const author = await createTestUser(t.app.db);
    const threadId = await postThread(t, author, 'Selling things here');
    await report(await createTestUser(t.app.db), { targetType: 'thread', targetId: threadId, reason: 'spam' });
    const bad = await admin_('POST', `/api/admin/reports/thread/${threadId}/resolve`, { action: 'ban' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(moderationMessages.badAction);
    expect((await t.app.inject({ url: `/api/community/threads/${threadId}` })).statusCode).toBe(200);
    expect((await admin_('POST', `/api/admin/reports/thread/${threadId}/resolve`, { action: 'delete' })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/community/threads/${threadId}` })).statusCode).toBe(404);
    expect((await audit(threadId))[0]!.action).toBe('moderation.thread.delete');
  });
});

describe("the board's own moderation buttons", () => {
  it('hide, pin and delete from the discussion go through the same audited moderation, and the author is told', async () => {
    const author = await createTestUser(t.app.db);
    const reader = await createTestUser(t.app.db);
    const threadId = await postThread(t, author, 'Posted on the board');
    const moderate = (who: TestUser, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/community/threads/${threadId}/moderate`, headers: who.auth, payload });

    // A member may not; nothing changes and nothing is recorded.
    expect((await moderate(reader, { isHidden: true })).statusCode).toBe(403);
    expect(await audit(threadId)).toEqual([]);

    const pinned = await moderate(admin, { isPinned: true });
    expect(pinned.json<Thread>()).toMatchObject({ isPinned: true, isHidden: false });
    // Pinning again changes nothing and records nothing.
    await moderate(admin, { isPinned: true });
    const hidden = await moderate(admin, { isHidden: true });
    expect(hidden.json<Thread>()).toMatchObject({ isPinned: true, isHidden: true });
    expect((await t.app.inject({ url: `/api/community/threads/${threadId}`, headers: reader.auth })).statusCode).toBe(404);
    expect((await notifications(author)).find((n) => n.type === 'system')).toMatchObject({ body: moderationMessages.hiddenByStaff });

    // Staff deleting someone else's discussion is moderation too.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/community/threads/${threadId}`, headers: admin.auth })).statusCode).toBe(204);
    expect((await audit(threadId)).map((e) => e.action)).toEqual([
      'moderation.thread.delete',
      'moderation.thread.hide',
      'moderation.thread.pin',
    ]);
  });
});
