// The station comes from community.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { human } from '../../test/requests.ts';
import { createTestUser } from '../../test/fixtures.ts';
import './community.events.ts';
import { t, ruth, naomi, admin, communityStation, newThread, list } from './community.fixtures.ts';

communityStation();

describe('ownership and moderation', () => {
  it("refuses a member's edit or delete of another's post with 403", async () => {
    const { id } = await newThread(ruth);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/community/threads/${id}`,
      headers: naomi.auth,
      payload: { title: 'Hijacked title' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/community/threads/${id}`, headers: naomi.auth })).statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/community/threads/${id}`,
      headers: ruth.auth,
      payload: { title: 'Fixed my typo here' },
    });
    expect(own.json().title).toBe('Fixed my typo here');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/community/threads/${id}`, headers: ruth.auth })).statusCode).toBe(204);
  });

  it('hides content from members at once; admins pin and still see it', async () => {
    const { id } = await newThread(ruth, { title: 'Will be hidden soon' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/community/threads/${id}/moderate`,
          headers: naomi.auth,
          payload: { isHidden: true },
        })
      ).statusCode,
    ).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/community/threads/${id}/moderate`,
      headers: admin.auth,
      payload: { isHidden: true, isPinned: true },
    });
    expect((await t.app.inject({ url: `/api/community/threads/${id}`, headers: naomi.auth })).statusCode).toBe(404);
    expect((await list('tab=recent&limit=50', naomi)).threads.map((x) => x.id)).not.toContain(id);
    const seen = (await list('tab=recent&limit=50', admin)).threads.find((x) => x.id === id);
    expect(seen).toMatchObject({ isHidden: true, isPinned: true });
  });

  it("shows an anonymous request as 'Anonymous Member', except to staff", async () => {
    const { id } = await newThread(ruth, { anonymous: true, title: 'Anonymous prayer need' });
    const asMember = (await t.app.inject({ url: `/api/community/threads/${id}`, headers: naomi.auth })).json();
    expect(asMember.authorInfo).toEqual({
      id: null,
      username: 'anonymous',
      displayName: 'Anonymous Member',
      city: '',
      country: '',
      place: '',
      avatar: null,
    });
    const asStaff = (await t.app.inject({ url: `/api/community/threads/${id}`, headers: admin.auth })).json();
    expect(asStaff.authorInfo.username).toBe('ruth');
    expect((await list(`userId=${ruth.id}&limit=50`, naomi)).threads.map((x) => x.id)).not.toContain(id);
    expect((await list(`userId=${ruth.id}&limit=50`, ruth)).threads.map((x) => x.id)).toContain(id);
  });

  it('lets the author mark a prayer answered with an update', async () => {
    const { id } = await newThread(ruth);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/community/threads/${id}/answered`,
          headers: naomi.auth,
          payload: { update: 'Not mine' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/community/threads/${id}/answered`,
      headers: ruth.auth,
      payload: { update: 'Surgery went well. Thank you all!' },
    });
    expect(res.json()).toMatchObject({ answerUpdate: 'Surgery went well. Thank you all!', answeredAt: expect.any(String) });
  });
});

describe('posting limits', () => {
  it('allows five new discussions per member in ten minutes, then answers 429', async () => {
    const limited = await createTestApp();
    try {
      const member = await createTestUser(limited.app.db);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/community/threads',
          headers: member.auth,
          payload: { ...human(), title: 'Another prayer need', category: 'prayer', content: 'Please keep praying for us.' },
        });
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        error: 'rate_limit',
        message: 'You are posting very quickly. Please wait a few minutes and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});
