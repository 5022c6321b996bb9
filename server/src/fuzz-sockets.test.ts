// Generated frames thrown at the station's WebSockets: the stream socket answers each with its
// readable shape (or a broadcast), never "something went wrong", and stays open; the notification
// socket closes on junk with its sign-in code. A fixed seed keeps CI repeatable.
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fuzzRuns } from './config.ts';
import { fuzzOptions, fuzzStation } from './test/fuzz-harness.ts';
import { anyValue } from './test/fuzz-routes.ts';

const station = fuzzStation();

type Frame = { type?: unknown; message?: unknown };

/** A frame: any JSON, the socket's own messages with any fields, or bytes that are not JSON. */
const frame = fc.oneof(
  anyValue.map((v) => JSON.stringify(v) ?? 'undefined'),
  fc
    .record(
      { type: fc.constantFrom('chat_message', 'get_status', 'ping', 'CHAT_MESSAGE', ''), username: anyValue, message: anyValue },
      { requiredKeys: ['type'] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
);

/** A generated frame that is itself a ping gets its own pong. */
function isPing(data: string | Buffer): boolean {
  try {
    return (JSON.parse(String(data)) as Frame | null)?.type === 'ping';
  } catch {
    return false;
  }
}

async function open(path: string) {
  const { port } = station.t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const received: Frame[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, received };
}

describe('fuzz: WebSocket frames', () => {
  it('/ws/stream answers every frame in its shape and stays open', async () => {
    await station.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ws, received } = await open('/ws/stream');
    let pings = 0;
    await fc.assert(
      fc.asyncProperty(frame, async (data) => {
        ws.send(data);
        // A ping after each frame: its pong proves the frame was handled and the socket lives.
        ws.send(JSON.stringify({ type: 'ping' }));
        pings += isPing(data) ? 2 : 1;
        await expect.poll(() => received.filter((m) => m.type === 'pong').length, { timeout: 5000, interval: 5 }).toBe(pings);
        for (const m of received.filter((x) => x.type === 'error')) {
          expect(typeof m.message).toBe('string');
          expect(m.message).not.toMatch(/went wrong|\n\s+at |node_modules|\.ts:\d+/);
        }
      }),
      fuzzOptions(),
    );
    expect(ws.readyState).toBe(ws.OPEN);
    ws.close();
  });

  it('/ws/notifications closes on a frame that is not a sign-in, with its sign-in code', async () => {
    await fc.assert(
      fc.asyncProperty(frame, async (data) => {
        const { ws } = await open('/ws/notifications');
        const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
        ws.send(data);
        expect([4401, 1009]).toContain(await closed);
      }),
      { ...fuzzOptions(), numRuns: Math.min(fuzzRuns(), 150) },
    );
  });
});
