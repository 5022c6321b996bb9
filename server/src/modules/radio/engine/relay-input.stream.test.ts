import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BroadcastHub, ICY_METAINT } from './broadcast-hub.ts';
import { splitFrames, type Frame } from './mp3-frames.ts';
import { IcyReader, RelayInput } from './relay-input.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-relay-'));
let frames: Frame[];
beforeAll(async () => {
  const file = path.join(tmp, 'tone.mp3');
  await promisify(execFile)('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-b:a', '128k', file]);
  frames = splitFrames(fs.readFileSync(file));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('IcyReader', () => {
  it("splits the hub's ICY stream back into the exact audio and each new title, however the bytes are cut", () => {
    const hub = new BroadcastHub({ burstMs: 100, maxBacklogBytes: 64 * 1024 * 1024 });
    const out = new PassThrough();
    const sent: Buffer[] = [];
    out.on('data', (c: Buffer) => sent.push(c));
    hub.addListener(out, { icy: true, onDrop: () => undefined });
    const titles = ['Anna Whitfield - Grace Upon Grace', 'The Riverside Choir - Still Waters', "Harvest Light's Evening Prayer"];
    const audio: Buffer[] = [];
    for (let i = 0; i < 300; i++) {
      if (i % 100 === 0) hub.setTitle(titles[i / 100]!);
      const frame = frames[i % frames.length]!;
      audio.push(frame.data);
      hub.write(frame);
    }
    const stream = Buffer.concat(sent);
    expect(stream.length).toBeGreaterThan(audio.reduce((n, b) => n + b.length, 0));
    const heard: Buffer[] = [];
    const seen: string[] = [];
    const reader = new IcyReader(
      ICY_METAINT,
      (b) => heard.push(Buffer.from(b)),
      (t) => seen.push(t),
    );
    for (let off = 0, n = 1; off < stream.length; off += n, n = (n * 7919) % 5003 || 1) reader.push(stream.subarray(off, off + n));
    expect(Buffer.concat(heard).equals(Buffer.concat(audio))).toBe(true);
    // The hub sends a title when it changes; an apostrophe travels as ’ (ICY quotes with ').
    expect(seen).toEqual([titles[0], titles[1], 'Harvest Light’s Evening Prayer']);
  });
});

describe('RelayInput', () => {
  it("relays a leader's frames and title, and reconnects by itself when the leader's connection drops", async () => {
    const hub = new BroadcastHub({ burstMs: 1000, maxBacklogBytes: 1024 * 1024 });
    hub.setTitle('The Riverside Choir - Still Waters');
    const seenHeaders: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seenHeaders.push(req.headers);
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'icy-metaint': String(ICY_METAINT) });
      hub.addListener(res, { icy: req.headers['icy-metadata'] === '1', onDrop: () => undefined });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let i = 0;
    const timer = setInterval(() => hub.write(frames[i++ % frames.length]!), 5);
    const got: Frame[] = [];
    const titles: string[] = [];
    const connected: string[] = [];
    const relay = new RelayInput(async () => base, {
      onFrame: (f) => got.push(f),
      onTitle: (t) => titles.push(t),
      onConnected: (b) => connected.push(b),
    });
    try {
      relay.start();
      await expect.poll(() => titles.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(titles[0]).toBe('The Riverside Choir - Still Waters');
      expect(seenHeaders[0]).toMatchObject({ 'icy-metadata': '1', 'x-selah-relay': '1' });
      // Whole frames, byte for byte the leader's.
      const known = new Set(frames.map((f) => f.data.toString('base64')));
      expect(got.length).toBeGreaterThan(10);
      expect(got.every((f) => known.has(f.data.toString('base64')))).toBe(true);
      expect(relay.connectedTo).toBe(base);
      hub.close(); // the leader drops every connection
      await expect.poll(() => connected.length, { timeout: 5000 }).toBe(2);
      const before = got.length;
      await expect.poll(() => got.length, { timeout: 5000 }).toBeGreaterThan(before + 10);
    } finally {
      relay.stop();
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(relay.connectedTo).toBeNull();
  });
});
