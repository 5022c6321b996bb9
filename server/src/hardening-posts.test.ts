// The defects found by the outside review (issue 9), one describe per numbered defect.
// Each failed on the main of 2026-11-22 and must keep passing.
// The station comes from hardening.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { startSession } from './modules/accounts/index.ts';
import { createTestUser } from './test/fixtures.ts';
import { human } from './test/requests.ts';
import { t, admin, hardeningStation, thread } from './hardening.fixtures.ts';

hardeningStation();

describe('2. the posting limit is per member, however the token is written', () => {
  it('answers 429 on the sixth thread in ten minutes across header spellings and fresh logins', async () => {
    const member = await createTestUser(t.app.db, { username: 'fast_poster' });
    const second = await createTestUser(t.app.db, { username: 'other_poster' });
    const spellings = [
      `Bearer ${member.token}`,
      `bearer ${member.token}`,
      `BEARER  ${member.token}`,
      `Bearer\t${member.token}`,
      `bEaReR ${member.token}`,
    ];
    for (const authorization of spellings) expect((await thread(member, {}, { authorization })).statusCode).toBe(201);
    // A new sign-in brings no new allowance.
    const freshToken = await startSession(t.app.db, member.id, 'vitest', t.app.clock.now());
    const sixth = await thread(member, {}, { authorization: `Bearer ${freshToken}` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('rate_limit');
    // Someone else is not slowed by it.
    expect((await thread(second)).statusCode).toBe(201);
  });
});

describe('3. nothing public ties an anonymous post to its author', () => {
  it('leaves anonymous threads and the author’s replies in them out of public stats and lists', async () => {
    const author = await createTestUser(t.app.db, { username: 'quiet_author', displayName: 'Quiet Author' });
    const stranger = await createTestUser(t.app.db, { username: 'curious_one' });
    expect((await thread(author)).statusCode).toBe(201);
    const statsBefore = (await t.app.inject(`/api/users/${author.id}/stats`)).json();
    const anon = (await thread(author, { anonymous: true, title: 'A private struggle' })).json();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/community/threads/${anon.id}/comments`,
      headers: author.auth,
      payload: { content: 'Thank you all for praying.', ...human() },
    });
    expect(reply.statusCode).toBe(201);
    const statsAfter = (await t.app.inject({ url: `/api/users/${author.id}/stats`, headers: stranger.auth })).json();
    expect(statsAfter).toEqual(statsBefore);
    const comments = (await t.app.inject({ url: `/api/community/threads/${anon.id}/comments`, headers: stranger.auth })).json();
    expect(comments[0].author.displayName).toBe('Anonymous Member');
    expect(JSON.stringify(comments)).not.toContain('quiet_author');
    const publicComments = (await t.app.inject(`/api/users/${author.id}/comments`)).json();
    expect(JSON.stringify(publicComments)).not.toContain('A private struggle');
    // Staff still see who, and so does the author.
    const staffView = (await t.app.inject({ url: `/api/community/threads/${anon.id}/comments`, headers: admin.auth })).json();
    expect(staffView[0].author.username).toBe('quiet_author');
    expect((await t.app.inject({ url: `/api/users/${author.id}/stats`, headers: author.auth })).json().discussions).toBe(2);
  });
});

describe('10 and 11. headers, framework errors, empty bodies', () => {
  it('lets other sites embed the playlists and the public status, while the API stays same-origin', async () => {
    for (const url of ['/listen.m3u', '/listen.pls', '/api/stream/status']) {
      const res = await t.app.inject(url);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const api = await t.app.inject('/api/community/threads');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers framework errors in its own words and codes', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'The request body is not valid JSON.', error: 'bad_json' });
    const badUrl = await t.app.inject('/api/community/threads/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(JSON.stringify(badUrl.json())).not.toMatch(/FST_|%E0/);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooBig.json().error).toBe('too_large');
  });

  it('takes a bare POST with a JSON content type and no body (logout)', async () => {
    const member = await createTestUser(t.app.db, { username: 'leaving_now' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...member.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('sends HSTS only over HTTPS, and lets websockets reach this host only', async () => {
    const plain = await t.app.inject({ url: '/api/health', headers: { host: 'radio.example.org' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const csp = String(plain.headers['content-security-policy']);
    expect(csp).toContain('connect-src');
    expect(csp).not.toMatch(/connect-src[^;]*\sws:(\s|;)/);
    expect(csp).toContain('ws://radio.example.org');
  });
});
