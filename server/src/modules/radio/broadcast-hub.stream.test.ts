import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BroadcastHub } from './broadcast-hub.ts';

describe('BroadcastHub', () => {
  it('drops a listener that stops reading while another keeps receiving everything', async () => {
    const hub = new BroadcastHub({ burstMs: 1000, maxBacklogBytes: 256 * 1024 });
    const dropped: string[] = [];
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      const who = req.url!.slice(1);
      res.on('close', hub.addListener(res, { icy: false, onDrop: () => dropped.push(who) }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    let readerBytes = 0;
    const reader = http.get(`http://127.0.0.1:${port}/reader`, (res) => res.on('data', (c: Buffer) => (readerBytes += c.length)));
    const stalled = http.get(`http://127.0.0.1:${port}/stalled`, (res) => res.pause());
    stalled.on('error', () => undefined);
    await new Promise((r) => setTimeout(r, 200));
    expect(hub.listenerCount).toBe(2);
    // Far more than any socket buffer holds, in frame-sized writes, given time to drain.
    const frame = { data: Buffer.alloc(417, 7), durationMs: 26 };
    const total = 40_000;
    for (let i = 0; i < total; i++) {
      hub.write(frame);
      if (i % 200 === 0) await new Promise((r) => setImmediate(r));
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(dropped).toEqual(['stalled']);
    expect(hub.listenerCount).toBe(1);
    expect(readerBytes).toBe(total * 417);
    reader.destroy();
    stalled.destroy();
    server.close();
  }, 30_000);
});
