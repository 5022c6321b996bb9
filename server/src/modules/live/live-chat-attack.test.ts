// The station comes from live.fixtures.ts (createTestApp), so this file runs on both databases.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chatMessages, type ChatMessage } from '@selah/contracts/live';
import { queryRows } from '../../db/client.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { t, base, admin, clock, liveStation, socket, post } from './live.fixtures.ts';

liveStation();

describe('chat under attack', () => {
  const countOf = async (name: string) => {
    const [row] = await queryRows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM chat_messages WHERE username = ${name}`);
    return row!.n;
  };

  it('holds the 5-per-10-s limit when 300 frames arrive at once on one socket', async () => {
    clock.advance(60_000);
    const page = await socket();
    for (let i = 0; i < 300; i++) page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Burst Sender', message: `burst ${i}` }));
    await expect
      .poll(
        () =>
          page.messages.filter(
            (m) => m.type === 'error' || (m.type === 'chat_message' && (m.data as ChatMessage).username === 'Burst Sender'),
          ).length,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe(300);
    expect(await countOf('Burst Sender')).toBe(5);
    page.ws.close();
  });

  it('holds the limit for a member posting 50 times at once over HTTP', async () => {
    clock.advance(60_000);
    const member = await createTestUser(t.app.db, { username: 'eager_eli', displayName: 'Eager Eli' });
    const codes = await Promise.all(Array.from({ length: 50 }, (_, i) => post({ message: `hi ${i}` }, member.auth)));
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(await countOf('Eager Eli')).toBe(5);
  });

  it('closes a socket that sends a frame over 16 KiB, signed in or not', async () => {
    const page = await socket();
    const closed = new Promise<number>((resolve) => page.ws.once('close', (code) => resolve(code)));
    page.ws.send(JSON.stringify({ type: 'chat_message', message: 'x'.repeat(64 * 1024) }));
    expect(await closed).toBe(1009);
  });

  it('keeps members’ names and staff words from visitors; a muted member signed out is still muted', async () => {
    clock.advance(60_000);
    const ip = '203.0.113.80';
    for (const name of [
      'Ruth Moab',
      'ruth',
      'R u t h',
      'ＲＵＴＨ',
      'pastor_james',
      'Pastor James',
      'admin',
      'Admin1',
      'The Moderator',
      'boss',
      'BOSS!',
    ]) {
      const res = await post({ message: 'hello', username: name }, {}, ip);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: chatMessages.nameReserved });
    }
    expect((await post({ message: 'hello', username: 'Bossy Bessie' }, {}, ip)).statusCode).toBe(200);

    // A member muted by a moderator signs out and tries again as a visitor from the same address.
    const naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi' });
    const said = (await post({ message: 'something rude' }, naomi.auth, '203.0.113.81')).json<ChatMessage>();
    const mute = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${said.id}/mute`,
      payload: { minutes: 10 },
      headers: admin.auth,
    });
    expect(mute.statusCode).toBe(200);
    expect((await post({ message: 'still here' }, naomi.auth, '203.0.113.81')).statusCode).toBe(403);
    expect((await post({ message: 'still here', username: 'Naomi' }, {}, '203.0.113.81')).statusCode).toBe(400);
    expect((await post({ message: 'still here', username: 'Someone Else' }, {}, '203.0.113.81')).statusCode).toBe(403);
    clock.advance(11 * 60_000);
  });

  it('caps the sockets one address may hold open, answering 429', async () => {
    const opened: WebSocket[] = [];
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const ws = new WebSocket(`ws://${base}/ws/stream`);
      outcomes.push(
        await new Promise<string>((resolve) => {
          ws.once('open', () => {
            opened.push(ws);
            resolve('open');
          });
          ws.once('unexpected-response', (req, res) => {
            req.destroy();
            resolve(`refused ${res.statusCode}`);
          });
          ws.once('error', () => resolve('error'));
        }),
      );
    }
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(20);
    expect(outcomes.slice(20)).toEqual(Array(10).fill('refused 429'));
    await Promise.all(opened.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
    // Once closed, the address may connect again.
    await expect
      .poll(async () => {
        const page = await socket().catch(() => null);
        page?.ws.close();
        return page !== null;
      })
      .toBe(true);
  });
});
