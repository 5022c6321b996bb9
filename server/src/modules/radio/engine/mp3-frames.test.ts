import { beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from 'music-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FrameSplitter, hasFrames, parseFrameHeader, splitFrames } from './mp3-frames.ts';
import { synthesizeTrack } from '../library/synth-track.ts';

describe('MP3 frames', () => {
  it('reads a 128 kbps 44.1 kHz MPEG-1 Layer III header', () => {
    const h = parseFrameHeader(Buffer.from([0xff, 0xfb, 0x90, 0x64]), 0);
    expect(h).toEqual({ length: 417, durationMs: (1152 * 1000) / 44100, bitrateKbps: 128, sampleRate: 44100 });
    expect(parseFrameHeader(Buffer.from([0xff, 0xfb, 0x92, 0x64]), 0)?.length).toBe(418);
    expect(parseFrameHeader(Buffer.from([0x49, 0x44, 0x33, 0x03]), 0)).toBeNull();
  });

  let track: Buffer;
  beforeAll(async () => {
    track = await synthesizeTrack({ title: 'Morning Mercy', artist: 'Harvest Light Singers', root: 220, seconds: 3 });
  });

  it('synthesizes a tagged MP3 whose frames add up to its length', async () => {
    const frames = splitFrames(track);
    const seconds = frames.reduce((s, f) => s + f.durationMs, 0) / 1000;
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(3.2);
    const file = path.join(os.tmpdir(), `selah-synth-${process.pid}.mp3`);
    fs.writeFileSync(file, track);
    const meta = await parseFile(file);
    fs.rmSync(file);
    expect(meta.common).toMatchObject({ title: 'Morning Mercy', artist: 'Harvest Light Singers' });
    expect(meta.format).toMatchObject({ codec: 'MPEG 1 Layer 3', bitrate: 128000, sampleRate: 44100 });
  });

  it('tells whether a file holds enough frames, reading it in pieces past a large tag', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-frames-'));
    const write = (name: string, bytes: Buffer) => {
      fs.writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    };
    // An ID3v2 tag of 200 KB (a cover picture's size) before the audio: more than one 64 KB piece.
    const size = 200 * 1024;
    const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
    const tagged = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe]), Buffer.alloc(size), track]);
    const frames = splitFrames(track);
    const five = Buffer.concat(frames.slice(0, 5).map((f) => f.data));
    try {
      expect(await hasFrames(write('track.mp3', track), 10)).toBe(true);
      expect(await hasFrames(write('tagged.mp3', tagged), frames.length)).toBe(true);
      expect(await hasFrames(write('five.mp3', five), 10)).toBe(false);
      expect(await hasFrames(write('five.mp3', five), 5)).toBe(true);
      expect(await hasFrames(write('text.mp3', Buffer.from('not music at all\n'.repeat(5000))), 10)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('splits the same frames from a stream cut into odd pieces, skipping garbage', () => {
    const whole = splitFrames(track).map((f) => f.data.toString('hex'));
    const noisy = Buffer.concat([Buffer.from([0xff, 0xfb, 0x00, 0x12, 0x34]), track.subarray(0)]);
    const splitter = new FrameSplitter();
    const got: string[] = [];
    for (let i = 0; i < noisy.length; i += 333) got.push(...splitter.push(noisy.subarray(i, i + 333)).map((f) => f.data.toString('hex')));
    got.push(...splitter.end().map((f) => f.data.toString('hex')));
    expect(got.slice(-whole.length + 1)).toEqual(whole.slice(-whole.length + 1));
    expect(got.length).toBeGreaterThanOrEqual(whole.length - 1);
  });
});
