// The station comes from member-data.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { postReply, postThread } from '../../test/posts.ts';
import { t, other, memberDataStation, signUp, give } from './member-data.fixtures.ts';

memberDataStation();

describe("a member's data export", () => {
  it('holds their posts, gifts and notifications as a dated download, and nothing of another member', async () => {
    const lois = await signUp('lois');
    const threadId = await postThread(t, lois, 'Thankful for the morning show');
    await postReply(t, lois, threadId, 'Lois again: it helped me through the week.');
    await postReply(t, other, threadId, 'Silas here, amen to that.');
    await postThread(t, other, 'Silas asks for prayer');
    await give(lois, 2500);
    await give(other, 9900);

    const res = await t.app.inject({ url: '/api/auth/export', headers: lois.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(res.headers['content-disposition']).toContain(data.stationDay);
    expect(data.profile).toMatchObject({ username: 'lois', email: 'lois@example.org' });
    expect(data.sessions).toHaveLength(1);
    expect(data.community.threads.map((x: { title: string }) => x.title)).toEqual(['Thankful for the morning show']);
    expect(data.community.replies.map((x: { content: string }) => x.content)).toEqual(['Lois again: it helped me through the week.']);
    expect(data.payments.gifts).toHaveLength(1);
    expect(data.payments.gifts[0]).toMatchObject({ amountCents: 2500, fund: 'General', cardLast4: '4242', donorEmail: 'lois@example.org' });
    expect(typeof data.payments.gifts[0].receiptNumber).toBe('number');
    // Silas's reply notified Lois (her discussion), and the export carries it.
    expect(data.notifications.notifications.length).toBeGreaterThan(0);
    const text = res.body;
    expect(text).not.toContain('Silas here');
    expect(text).not.toContain('Silas asks');
    expect(text).not.toContain('9900');
    expect(text).not.toContain(other.id);
    expect(text).not.toMatch(/passwordHash|payment_token|paymentToken|tok_test/);
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/auth/export' })).statusCode).toBe(401);
  });
});
