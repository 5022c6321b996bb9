import { afterAll, describe, expect, it } from 'vitest';
import { parseIcecastUrl, type IcecastTarget } from '../../../platform/icecast-url.ts';
import { startIcecast, type IcecastServer } from '../../../test/icecast-server.ts';
import { IcecastOutput } from './icecast-output.ts';
import { splitFrames } from '../engine/mp3-frames.ts';
import { synthesizeTrack } from '../library/synth-track.ts';

const waitFor = async (check: () => Promise<boolean> | boolean, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};
const mountListed = async (ice: IcecastServer, mount: string) => {
  const res = await fetch(`http://127.0.0.1:${ice.port}/status-json.xsl`).catch(() => null);
  return (await res?.text())?.includes(`"listenurl":"http://127.0.0.1:${ice.port}${mount}"`) ?? false;
};

const running: IcecastServer[] = [];
afterAll(async () => {
  for (const ice of running) await ice.stop();
});

describe('IcecastOutput', () => {
  it('reconnects when Icecast goes away and comes back, with one log line for the outage and no password in it', async () => {
    const first = await startIcecast();
    running.push(first);
    const target = parseIcecastUrl(first.sourceUrl('/again')) as IcecastTarget;
    const logs: string[] = [];
    const out = new IcecastOutput({
      target,
      stationName: () => 'Test Station',
      bitrateKbps: 128,
      log: { warn: (m) => logs.push(`warn ${m}`), info: (m) => logs.push(`info ${m}`) },
      firstRetryMs: 50,
      maxRetryMs: 200,
    });
    const frames = splitFrames(await synthesizeTrack({ title: 'Loop', artist: 'Test', root: 220, seconds: 3 }, 128));
    let i = 0;
    // The broadcast, paced roughly as the AutoDJ paces it.
    const feed = setInterval(() => out.write(frames[i++ % frames.length]!), 26);
    try {
      expect(await waitFor(() => out.connected, 10_000)).toBe(true);
      expect(await waitFor(() => mountListed(first, '/again'), 10_000)).toBe(true);
      await first.stop();
      expect(await waitFor(() => !out.connected && logs.some((l) => l.startsWith('warn')), 10_000)).toBe(true);
      const second = await startIcecast({ port: first.port });
      running.push(second);
      expect(await waitFor(() => out.connected, 15_000)).toBe(true);
      expect(await waitFor(() => mountListed(second, '/again'), 10_000)).toBe(true);
      expect(logs.filter((l) => l.startsWith('warn'))).toHaveLength(1);
      expect(logs.at(-1)).toMatch(/^info Pushing the broadcast to Icecast again at 127\.0\.0\.1:\d+\/again$/);
      expect(logs.join('\n')).not.toContain(target.password);
    } finally {
      clearInterval(feed);
      out.close();
    }
  }, 60_000);

  it('names a wrong source password once while it keeps trying, and the broadcast goes on', async () => {
    const ice = await startIcecast();
    running.push(ice);
    const target = { ...(parseIcecastUrl(ice.sourceUrl('/wrong')) as IcecastTarget), password: 'not-the-password' };
    const logs: string[] = [];
    const out = new IcecastOutput({
      target,
      stationName: () => 'Test Station',
      bitrateKbps: 128,
      log: { warn: (m) => logs.push(m), info: (m) => logs.push(m) },
      firstRetryMs: 20,
      maxRetryMs: 40,
    });
    const frame = splitFrames(await synthesizeTrack({ title: 'Loop', artist: 'Test', root: 220, seconds: 1 }, 128))[0]!;
    const feed = setInterval(() => out.write(frame), 10);
    try {
      // Several refused attempts (Icecast logs each), one line in Selah's log.
      expect(
        await waitFor(
          () =>
            ice
              .accessLog()
              .split('\n')
              .filter((l) => l.includes('PUT /wrong') && l.includes(' 401 ')).length >= 3,
          15_000,
        ),
      ).toBe(true);
      expect(logs).toEqual([expect.stringMatching(/refused the source password \(401\)/)]);
      expect(out.connected).toBe(false);
    } finally {
      clearInterval(feed);
      out.close();
    }
  }, 30_000);
});
