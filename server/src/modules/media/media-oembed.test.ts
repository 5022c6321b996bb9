// The station comes from media.fixtures.ts (createTestApp), so this file runs on both databases.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Episode, Video } from '@selah/contracts/media';
import type { OembedResponse } from '@selah/contracts/oembed';
import { loadConfig } from '../../config.ts';
import { publicAddressPart } from '../../platform/public-address.ts';
import { t, admin, dj, fixture, mediaStation, upload } from './media.fixtures.ts';

// A built app's index.html as Vite writes it, so the served pages' discovery links are read without a build.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Radio</title></head><body><div id="root"></div></body></html>',
);
mediaStation(() => ({ paths: { ...loadConfig({ NODE_ENV: 'test' }).paths, webDist } }));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const ORIGIN = 'https://radio.gracevalley.example';
let episode: Episode;
let video: Video;
beforeAll(async () => {
  await t.app.settings.write(publicAddressPart, { url: ORIGIN });
  episode = (
    await upload('/api/episodes', dj, { name: 'grace.mp3', bytes: fixture('tagged.mp3') }, { description: 'Notes of grace.' })
  ).json();
  video = (await upload('/api/videos', admin, { name: 'clip.mp4', bytes: fixture('clip.mp4') }, { title: 'Sunday <Service>' })).json();
});

const ask = (query: Record<string, string>) => t.app.inject({ url: `/api/oembed?${new URLSearchParams(query)}` });

describe('oEmbed', () => {
  it('an episode’s page answers a rich embed: the station’s player for it in an iframe, its cover as the thumbnail', async () => {
    const res = await ask({ url: `${ORIGIN}/podcasts/episodes/${episode.id}`, format: 'json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const o = res.json<OembedResponse>();
    expect(o).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Grace Notes',
      author_name: 'Pastor Ruth Ellis',
      provider_url: `${ORIGIN}/`,
      width: 560,
      height: 180,
      thumbnail_url: `${ORIGIN}${episode.artworkUrl}`,
      thumbnail_width: 64,
      thumbnail_height: 64,
    });
    expect(o.provider_name.length).toBeGreaterThan(0);
    expect(o.html).toContain(`<iframe src="${ORIGIN}/embed/episode/${episode.id}" width="560" height="180"`);
    // The iframe's page may be framed by any site.
    const page = await t.app.inject({ url: `/embed/episode/${episode.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect((await t.app.inject({ url: '/podcasts' })).headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('a video answers a video embed at 16:9 within maxwidth and maxheight, its title escaped inside the html', async () => {
    const o = (await ask({ url: `${ORIGIN}/videos/${video.id}`, maxwidth: '320' })).json<OembedResponse>();
    expect(o).toMatchObject({
      type: 'video',
      title: 'Sunday <Service>',
      width: 320,
      height: 180,
      thumbnail_width: 640,
      thumbnail_height: 480,
    });
    expect(o.html).toContain(`src="${ORIGIN}/embed/video/${video.id}"`);
    expect(o.html).toContain('title="Sunday &lt;Service&gt;');
    expect((await ask({ url: `${ORIGIN}/videos/${video.id}`, maxheight: '90' })).json()).toMatchObject({ width: 160, height: 90 });
    // Absurdly large limits are no limit: the natural size.
    expect((await ask({ url: `${ORIGIN}/videos/${video.id}`, maxwidth: '999999999999', maxheight: '99999' })).json()).toMatchObject({
      width: 640,
      height: 360,
    });
    expect((await ask({ url: `${ORIGIN}/podcasts/episodes/${episode.id}`, maxwidth: '300', maxheight: '100' })).json()).toMatchObject({
      width: 300,
      height: 100,
    });
  });

  it('odd sizes are a 400 with a sentence; another format than JSON, a 501 for XML; an unknown address a 404', async () => {
    const url = `${ORIGIN}/podcasts/episodes/${episode.id}`;
    for (const maxwidth of ['0', '-20', 'wide', '12px', '1.5']) {
      const res = await ask({ url, maxwidth });
      expect(res.statusCode, maxwidth).toBe(400);
      expect(res.json().message).toBe('maxwidth must be a whole number of pixels greater than zero.');
    }
    expect((await ask({ url, maxheight: '-1' })).json().message).toBe('maxheight must be a whole number of pixels greater than zero.');
    const xml = await ask({ url, format: 'xml' });
    expect(xml.statusCode).toBe(501);
    expect(xml.json().message).toMatch(/format=json/);
    expect((await ask({ url, format: 'yaml' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/oembed' })).json().message).toMatch(/address of an episode or video/);
    for (const unknown of [
      `${ORIGIN}/podcasts/episodes/${crypto.randomUUID()}`,
      `${ORIGIN}/videos/${crypto.randomUUID()}`,
      `${ORIGIN}/videos/not-an-id`,
      `https://elsewhere.example/podcasts/episodes/${episode.id}`,
      `${ORIGIN}/community`,
      'not a url',
    ]) {
      expect((await ask({ url: unknown })).statusCode, unknown).toBe(404);
    }
  });

  it('the episode’s and the video’s served pages carry the oEmbed discovery link', async () => {
    for (const pathname of [`/podcasts/episodes/${episode.id}`, `/videos/${video.id}`]) {
      const html = (await t.app.inject({ url: pathname })).body;
      const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
      expect(href).toBe(`${ORIGIN}/api/oembed?url=${encodeURIComponent(ORIGIN + pathname)}&format=json`);
      const asked = await t.app.inject({ url: href!.replace(ORIGIN, '') });
      expect(asked.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/podcasts' })).body).not.toContain('json+oembed');
  });
});
