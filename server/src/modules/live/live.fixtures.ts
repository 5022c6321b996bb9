import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { fixedClock, type TestClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
export let t: TestApp;
export let base: string;
export let admin: TestUser, pastor: TestUser, ruth: TestUser;
// Each file's own clock, made in its beforeAll: a test moves it by hand.
export let clock: TestClock;

/** A station listening on a port, with an admin, a broadcaster and a member, on a hand-moved clock (made before the file's tests, closed after). */
export function liveStation() {
  beforeAll(async () => {
    clock = fixedClock('2026-11-22T15:00:00Z');
    t = await createTestApp({}, { clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await createTestUser(t.app.db, { username: 'admin_anna', role: 'admin' });
    pastor = await createTestUser(t.app.db, { username: 'pastor_james', displayName: 'Pastor James', role: 'broadcaster' });
    ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
  });
  afterAll(() => t.close());
}

export type Socket = { ws: WebSocket; messages: Array<{ type: string; data?: unknown; id?: string; message?: string }> };
export async function socket(): Promise<Socket> {
  const ws = new WebSocket(`ws://${base}/ws/stream`);
  const messages: Socket['messages'] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Socket['messages'][number]));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages };
}

export const post = (body: object, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/chat/messages', payload: body, headers, remoteAddress: ip });
