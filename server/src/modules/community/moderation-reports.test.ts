// The station comes from moderation.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '@selah/contracts/admin-people';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { t, admin, moderationStation, report, replies, thread, queue, notifications, admin_, audit, scene } from './moderation.fixtures.ts';

moderationStation();

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
