// The station comes from moderation.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@selah/contracts/admin-people';
import type { Thread } from '@selah/contracts/community';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { t, admin, moderationStation, report, replies, thread, notifications, admin_, audit, scene } from './moderation.fixtures.ts';

moderationStation();

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
