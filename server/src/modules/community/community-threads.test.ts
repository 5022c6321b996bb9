// The station comes from community.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { human } from '../../test/requests.ts';
import { type TestUser } from '../../test/fixtures.ts';
import './community.events.ts';
import { t, ruth, naomi, admin, events, communityStation, post, newThread, list } from './community.fixtures.ts';

communityStation();

describe('creating discussions', () => {
  it.each([
    [{ title: 'Hey' }, 'title', 'Title must be at least 5 characters'],
    [{ title: 'x'.repeat(151) }, 'title', 'Title must be less than 150 characters'],
    [{ category: '' }, 'category', 'Please select a category'],
    [{ category: 'gossip' }, 'category', 'Please select a category'],
    [{ content: 'Too short' }, 'content', 'Content must be at least 10 characters'],
    [{ content: 'x'.repeat(5001) }, 'content', 'Content must be less than 5000 characters'],
  ])('refuses %j with the spec message', async (change, field, message) => {
    const res = await post(ruth, { title: 'A valid title', category: 'prayer', content: 'Valid content, long enough.', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("refuses a visitor: 'Please log in to create a discussion'", async () => {
    const res = await post(null, { title: 'A valid title', category: 'prayer', content: 'Valid content, long enough.' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to create a discussion');
  });

  it('refuses bots: honeypot (captcha) and too fast (too_fast)', async () => {
    const bot = await post(ruth, { title: 'A valid title', category: 'prayer', content: 'Valid content, long enough.', hp: 'x' });
    expect(bot.json()).toMatchObject({ error: 'captcha', message: 'Security verification failed. Please reload the page and try again.' });
    const fast = await post(ruth, {
      title: 'A valid title',
      category: 'prayer',
      content: 'Valid content, long enough.',
      renderAt: Date.now() - 100,
    });
    // The code is for programs; the person reads a sentence without it.
    expect(fast.json()).toMatchObject({ error: 'too_fast', message: 'Please wait a moment and try again.' });
  });

  it('stores text as typed and answers the spec thread shape; the author follows it', async () => {
    const thread = await newThread(ruth, {
      title: '<b>Bold</b> prayer & thanks',
      content: 'Please pray <script>alert(1)</script> for @naomi and me.',
    });
    const res = await t.app.inject({ url: `/api/community/threads/${thread.id}`, headers: ruth.auth });
    expect(res.json()).toMatchObject({
      title: '<b>Bold</b> prayer & thanks',
      content: 'Please pray <script>alert(1)</script> for @naomi and me.',
      category: 'prayer',
      authorInfo: { username: 'ruth', city: '', country: '', place: '' },
      likes: 0,
      replies: 0,
      isLiked: false,
      isPinned: false,
      isFollowing: true,
      isOwn: true,
      canEdit: true,
      canDelete: true,
    });
    const asOther = (await t.app.inject({ url: `/api/community/threads/${thread.id}`, headers: naomi.auth })).json();
    expect(asOther).toMatchObject({ isOwn: false, canEdit: false, canDelete: false });
    expect(events).toContainEqual(['thread.created', expect.objectContaining({ threadId: thread.id, authorId: ruth.id })]);
    expect(events).toContainEqual(['mention', { threadId: thread.id, mentionedUserId: naomi.id, byUserId: ruth.id, anonymous: false }]);
  });
});

describe('replies, likes, prayer and follows', () => {
  it('refuses every write from a visitor with 401', async () => {
    const { id } = await newThread(ruth);
    for (const [method, url] of [
      ['POST', `/api/community/threads/${id}/like`],
      ['POST', `/api/community/threads/${id}/pray`],
      ['POST', `/api/community/threads/${id}/comments`],
      ['POST', `/api/community/threads/${id}/follow`],
      ['DELETE', `/api/community/threads/${id}/follow`],
      ['PATCH', `/api/community/threads/${id}`],
      ['DELETE', `/api/community/threads/${id}`],
      ['POST', `/api/community/threads/${id}/answered`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'DELETE' ? undefined : { content: 'Amen, praying.', update: 'x', title: 'Edited title' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('one like per member: a second like takes it back', async () => {
    const { id } = await newThread(ruth);
    const like = () => t.app.inject({ method: 'POST', url: `/api/community/threads/${id}/like`, headers: naomi.auth });
    expect((await like()).json()).toEqual({ likes: 1, isLiked: true });
    expect((await like()).json()).toEqual({ likes: 0, isLiked: false });
    expect((await like()).json()).toEqual({ likes: 1, isLiked: true });
  });

  it("'I prayed' counts once a day per member and never names who", async () => {
    const { id } = await newThread(ruth);
    const pray = (u: TestUser) => t.app.inject({ method: 'POST', url: `/api/community/threads/${id}/pray`, headers: u.auth });
    expect((await pray(naomi)).json()).toEqual({ prayers: 1, hasPrayedToday: true });
    expect((await pray(naomi)).json()).toEqual({ prayers: 1, hasPrayedToday: true });
    expect((await pray(admin)).json()).toEqual({ prayers: 2, hasPrayedToday: true });
    const thread = (await t.app.inject({ url: `/api/community/threads/${id}`, headers: naomi.auth })).json();
    expect(thread).toMatchObject({ prayers: 2, hasPrayedToday: true });
    expect(JSON.stringify(thread)).not.toContain('naomi');
    const testimony = await newThread(ruth, { category: 'testimonies' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/community/threads/${testimony.id}/pray`, headers: naomi.auth })).statusCode,
    ).toBe(400);
  });

  it('nests replies one level, follows the replier, and emits comment.created with the parent author', async () => {
    const { id } = await newThread(ruth);
    const reply = (u: TestUser, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/community/threads/${id}/comments`, headers: u.auth, payload: { ...human(), ...body } });
    expect((await reply(naomi, { content: '   ' })).json().message).toBe('Please write a reply first');
    const top = (await reply(naomi, { content: '  Praying for you, Ruth.  ' })).json();
    const child = (await reply(ruth, { content: 'Thank you!', parentId: top.id })).json();
    await reply(admin, { content: 'Joining in prayer.', parentId: child.id });
    const comments = (await t.app.inject(`/api/community/threads/${id}/comments`)).json();
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ content: 'Praying for you, Ruth.', author: { username: 'naomi' } });
    expect(comments[0].replies.map((r: { content: string }) => r.content)).toEqual(['Thank you!', 'Joining in prayer.']);
    const thread = (await t.app.inject({ url: `/api/community/threads/${id}`, headers: naomi.auth })).json();
    expect(thread).toMatchObject({ replies: 3, isFollowing: true });
    expect(events).toContainEqual([
      'comment.created',
      expect.objectContaining({ threadId: id, authorId: admin.id, threadAuthorId: ruth.id, parentAuthorId: ruth.id }),
    ]);
  });

  it('follows and unfollows explicitly; the Following tab lists followed threads', async () => {
    const { id } = await newThread(ruth, { title: 'Followable discussion' });
    await t.app.inject({ method: 'POST', url: `/api/community/threads/${id}/follow`, headers: naomi.auth });
    expect((await list('tab=following', naomi)).threads.map((x) => x.id)).toContain(id);
    await t.app.inject({ method: 'DELETE', url: `/api/community/threads/${id}/follow`, headers: naomi.auth });
    expect((await list('tab=following', naomi)).threads.map((x) => x.id)).not.toContain(id);
    expect((await list('tab=following')).threads).toEqual([]);
  });
});

describe('listing, search and stats', () => {
  it('finds a thread by a word in its body, ranked', async () => {
    const { id } = await newThread(naomi, {
      title: 'A request for my neighbour',
      content: 'Our neighbour’s greenhouse burned down; pray for the Abernathy family.',
    });
    const found = await list('search=abernathy');
    expect(found.threads.map((x) => x.id)).toEqual([id]);
    expect((await list('search=greenhouses')).threads.map((x) => x.id)).toContain(id);
    expect((await list('search=zebrafish')).threads).toEqual([]);
  });

  it('pages with a cursor without repeating or skipping threads', async () => {
    for (let i = 0; i < 7; i++) await newThread(admin, { category: 'hobbies', title: `Hobby thread number ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`category=hobbies&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.threads.map((x) => x.title as string));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Hobby thread number ${i}`));
    expect((await t.app.inject('/api/community/threads?cursor=garbage')).statusCode).toBe(400);
  });

  it('orders Popular by likes + replies and Unanswered has no replies', async () => {
    const popular = (await list('tab=popular&limit=50')).threads;
    const scores = popular.map((x) => (x.likes as number) + (x.replies as number));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await list('tab=unanswered&limit=50')).threads.every((x) => x.replies === 0)).toBe(true);
  });

  it('counts real totals, and a member’s own activity', async () => {
    const stats = (await t.app.inject('/api/community/stats')).json();
    expect(stats.totalMembers).toBe(3);
    expect(stats.totalDiscussions).toBeGreaterThan(10);
    expect(stats.totalComments).toBe(3);
    const naomiStats = (await t.app.inject(`/api/users/${naomi.id}/stats`)).json();
    expect(naomiStats).toEqual({ discussions: 1, comments: 1, prayers: 1 });
    const naomiComments = (await t.app.inject(`/api/users/${naomi.id}/comments`)).json();
    expect(naomiComments).toEqual([
      expect.objectContaining({ content: 'Praying for you, Ruth.', threadTitle: 'Please pray for my family' }),
    ]);
  });
});
