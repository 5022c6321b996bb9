import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { BroadcastHub, ICY_METAINT } from './broadcast-hub.ts';

/** A listener's socket that keeps every chunk written to it, as written. */
function collector() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    writev(parts, cb) {
      for (const p of parts) chunks.push(p.chunk as Buffer);
      cb();
    },
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk);
      cb();
    },
  });
  return { out, chunks };
}

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

  it('writes one shared Buffer per batch to every listener, with no copy per listener', () => {
    const hub = new BroadcastHub({ burstMs: 1000, maxBacklogBytes: 256 * 1024, batchMs: 250 });
    const a = collector();
    const b = collector();
    hub.addListener(a.out, { icy: false, onDrop: () => undefined });
    hub.addListener(b.out, { icy: false, onDrop: () => undefined });
    // 20 frames of 26 ms: two batches of ten (260 ms each), written as two Buffers.
    for (let i = 0; i < 20; i++) hub.write({ data: Buffer.alloc(417, i), durationMs: 26 });
    expect(a.chunks).toHaveLength(2);
    expect(a.chunks[0]).toBe(b.chunks[0]);
    expect(a.chunks[1]).toBe(b.chunks[1]);
    expect(a.chunks[1]!.length).toBe(10 * 417);
    expect(a.chunks[1]![0]).toBe(10);
    // A new listener starts with the recent audio, one Buffer shared with the next one to arrive.
    const c = collector();
    const d = collector();
    hub.addListener(c.out, { icy: false, onDrop: () => undefined });
    hub.addListener(d.out, { icy: false, onDrop: () => undefined });
    expect(c.chunks[0]!.length).toBe(20 * 417);
    expect(c.chunks[0]).toBe(d.chunks[0]);
    hub.close();
  });

  it('interleaves a metadata block every 16,000 audio bytes for ICY listeners, the title only when it changes', () => {
    const hub = new BroadcastHub({ burstMs: 1000, maxBacklogBytes: 1024 * 1024, batchMs: 250 });
    const icy = collector();
    const plain = collector();
    hub.setTitle('Anna Whitfield - Grace Upon Grace');
    hub.addListener(icy.out, { icy: true, onDrop: () => undefined });
    hub.addListener(plain.out, { icy: false, onDrop: () => undefined });
    const frames = 200;
    for (let i = 0; i < frames; i++) {
      if (i === 120) hub.setTitle("The Riverside Choir - It's Well");
      hub.write({ data: Buffer.alloc(417, i % 251), durationMs: 26 });
    }
    const audio = Buffer.concat(plain.chunks);
    const stream = Buffer.concat(icy.chunks);
    const titles: string[] = [];
    const heard: Buffer[] = [];
    let off = 0;
    while (off < stream.length) {
      heard.push(stream.subarray(off, Math.min(off + ICY_METAINT, stream.length)));
      off += ICY_METAINT;
      if (off >= stream.length) break;
      const len = stream[off]! * 16;
      if (len)
        titles.push(
          stream
            .subarray(off + 1, off + 1 + len)
            .toString('utf8')
            .replace(/\0+$/, ''),
        );
      off += 1 + len;
    }
    expect(Buffer.concat(heard).equals(audio)).toBe(true);
    expect(audio.length).toBe(Math.floor(frames / 10) * 10 * 417);
    expect(titles).toEqual(["StreamTitle='Anna Whitfield - Grace Upon Grace';", "StreamTitle='The Riverside Choir - It’s Well';"]);
    hub.close();
  });
});
