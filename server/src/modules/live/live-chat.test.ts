// The station comes from live.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { commonMessages } from '@selah/contracts/common';
import { chatMessages, type ChatMessage } from '@selah/contracts/live';
import { t, base, admin, clock, liveStation, socket, post, pastor, ruth } from './live.fixtures.ts';

liveStation();

describe('live chat', () => {
  it('stores messages, pushes them to every viewer, marks members verified and names visitors Faith Friend', async () => {
    const a = await socket();
    const b = await socket();
    const member = await post({ message: 'Amen! Blessings from Bowling Green', username: 'ignored', isVerified: false }, ruth.auth);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ username: 'Ruth Moab', isVerified: true, userId: ruth.id });
    const visitor = await post({ message: 'Hello church <script>alert(1)</script>', isVerified: true, userId: ruth.id });
    expect(visitor.json()).toMatchObject({ username: chatMessages.defaultName, isVerified: false, userId: null });
    expect(visitor.json<ChatMessage>().message).toBe('Hello church <script>alert(1)</script>');
    for (const page of [a, b]) {
      await expect.poll(() => page.messages.filter((m) => m.type === 'chat_message').length, { timeout: 5000 }).toBe(2);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/chat/messages?limit=50' })).json<ChatMessage[]>();
    expect(list.map((m) => m.username).slice(-2)).toEqual(['Ruth Moab', 'Faith Friend']);

    // Deleting pushes a delete to everyone and takes it out of the list.
    const id = visitor.json<ChatMessage>().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: ruth.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: pastor.auth })).statusCode).toBe(204);
    for (const page of [a, b]) {
      await expect.poll(() => page.messages.some((m) => m.type === 'chat_deleted' && m.id === id), { timeout: 5000 }).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/messages' })).json<ChatMessage[]>().some((m) => m.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: pastor.auth })).statusCode).toBe(404);
    a.ws.close();
    b.ws.close();
  });

  it('refuses empty, long and flooding messages with a sentence, and mutes a visitor by address', async () => {
    const empty = await post({ message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: chatMessages.empty });
    expect((await post({ message: 'x'.repeat(501) })).json()).toMatchObject({ message: chatMessages.tooLong });

    const flooder = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post({ message: `spam ${i}`, username: 'Spammer' }, {}, flooder)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
    expect((await post({ message: 'once more' }, {}, flooder)).json()).toMatchObject({ message: chatMessages.flood });
    // Another address is not held back by the flooder.
    expect((await post({ message: 'Peace be with you' }, {}, '198.51.100.10')).statusCode).toBe(200);

    clock.advance(60_000);
    const last = (await post({ message: 'back again' }, {}, flooder)).json<ChatMessage>();
    const mute = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${last.id}/mute`,
      payload: { minutes: 10 },
      headers: admin.auth,
    });
    expect(mute.statusCode).toBe(200);
    expect(mute.json()).toEqual({ until: new Date(clock.now().getTime() + 600_000).toISOString() });
    const muted = await post({ message: 'let me talk' }, {}, flooder);
    expect(muted.statusCode).toBe(403);
    expect(muted.json()).toMatchObject({ message: chatMessages.muted });
    clock.advance(11 * 60_000);
    expect((await post({ message: 'thank you' }, {}, flooder)).statusCode).toBe(200);
  });

  it('applies slow mode to members and the visitors setting, both set by staff only', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/chat/settings', payload: { slowModeSeconds: 30 }, headers: ruth.auth })).statusCode,
    ).toBe(403);
    const set = await t.app.inject({ method: 'PUT', url: '/api/chat/settings', payload: { slowModeSeconds: 30 }, headers: pastor.auth });
    expect(set.json()).toEqual({ visitorsMayPost: true, slowModeSeconds: 30 });
    clock.advance(60_000);
    expect((await post({ message: 'first' }, ruth.auth)).statusCode).toBe(200);
    const slow = await post({ message: 'second' }, ruth.auth);
    expect(slow.statusCode).toBe(429);
    expect(slow.json()).toMatchObject({ message: chatMessages.slowMode });
    // Staff are not slowed.
    expect((await post({ message: 'Welcome all' }, pastor.auth)).statusCode).toBe(200);
    expect((await post({ message: 'Service starts soon' }, pastor.auth)).statusCode).toBe(200);
    clock.advance(31_000);
    expect((await post({ message: 'second' }, ruth.auth)).statusCode).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: '/api/chat/settings',
      payload: { slowModeSeconds: 0, visitorsMayPost: false },
      headers: admin.auth,
    });
    const visitor = await post({ message: 'hi' }, {}, '192.0.2.44');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: chatMessages.visitorsOff });
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/settings' })).json()).toEqual({
      visitorsMayPost: false,
      slowModeSeconds: 0,
    });
    await t.app.inject({ method: 'PUT', url: '/api/chat/settings', payload: { visitorsMayPost: true }, headers: admin.auth });
  });

  it('answers get_status and takes a chat_message over the socket; unknown /ws paths are refused', async () => {
    clock.advance(60_000);
    const page = await socket();
    page.ws.send(JSON.stringify({ type: 'get_status' }));
    await expect.poll(() => page.messages.find((m) => m.type === 'stream_status')).toMatchObject({ data: { isLive: false } });
    page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Grace', message: 'Sent over the socket' }));
    await expect
      .poll(() => page.messages.find((m) => m.type === 'chat_message'))
      .toMatchObject({ data: { username: 'Grace', message: 'Sent over the socket', isVerified: false } });
    page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Grace', message: '' }));
    await expect.poll(() => page.messages.find((m) => m.type === 'error')).toMatchObject({ message: chatMessages.empty });
    page.ws.send('not json');
    // A lone surrogate is not text: refused with a sentence, not stored.
    page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Grace', message: 'broken \ud800 text' }));
    await expect.poll(() => page.messages.filter((m) => m.type === 'error').map((m) => m.message)).toContain(commonMessages.brokenText);
    page.ws.close();

    const unknown = new WebSocket(`ws://${base}/ws/nothing-here`);
    const outcome = await new Promise<string>((resolve) => {
      unknown.once('open', () => resolve('open'));
      unknown.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      unknown.once('error', () => resolve('error'));
    });
    expect(outcome).toBe('refused 404');
    // A plain GET of an unknown socket path is a 404 too.
    expect((await t.app.inject({ method: 'GET', url: '/ws/nothing-here' })).statusCode).toBe(404);
  });
});
