import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { publicAddressPart } from '../../platform/public-address.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { human } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A built app's index.html as Vite writes it, so the served page is tested without a build.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-web-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-share-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Community Radio</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  const { paths } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ dataDir, paths: { ...paths, webDist }, limits: { ...loadConfig({ NODE_ENV: 'test' }).limits, minFormMs: 0 } });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  member = await createTestUser(t.app.db, { displayName: 'Ruth Whitaker' });
  await t.app.settings.write(publicAddressPart, { url: 'https://radio.gracevalley.example' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The served page's Open Graph and Twitter tags, as a card reader (open-graph-scraper) reads them. */
async function card(url: string, host = 'evil.example', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers: { host, ...headers } });
  const tags: Record<string, string> = {};
  for (const m of res.body.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)" \/>/g)) {
    tags[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
  return { status: res.statusCode, tags, title, body: res.body };
}

describe('share cards in the served page', () => {
  it('a prayer request shares its own title and words, escaped, and never its anonymous author', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: member.auth,
      payload: {
        ...human(),
        title: 'Pray for "Sam" <b>& family</b>',
        category: 'prayer',
        content: 'Surgery on Thursday; please pray for the surgeons and for peace.',
        anonymous: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: string }>();
    const c = await card(`/community/t/${id}`);
    expect(c.status).toBe(200);
    expect(c.tags['og:title']).toBe('Pray for "Sam" <b>& family</b>');
    expect(c.tags['og:description']).toBe('Surgery on Thursday; please pray for the surgeons and for peace.');
    expect(c.tags['og:type']).toBe('article');
    // Links come from the station's address, never the request's Host.
    expect(c.tags['og:url']).toBe(`https://radio.gracevalley.example/community/t/${id}`);
    expect(c.body).not.toContain('evil.example');
    expect(c.title).toContain('Pray for &quot;Sam&quot; &lt;b&gt;&amp; family&lt;/b&gt; · ');
    expect(c.body).not.toContain('<b>&');
    expect(c.body).not.toContain('Ruth Whitaker');
    expect(c.body).not.toContain(member.username);
  });

  it('an event shares its title, when and where in the station’s zone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: admin.auth,
      payload: {
        title: 'Christmas Eve Candlelight Service',
        description: 'Carols and candles.',
        startsAt: '2026-12-25T00:00:00Z',
        endsAt: '2026-12-25T01:30:00Z',
        location: 'Main sanctuary',
        category: 'worship',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = `/events/${res.json<{ id: string }>().id}`;
    const c = await card(url);
    expect(c.tags['og:title']).toBe('Christmas Eve Candlelight Service');
    expect(c.tags['og:description']).toBe('Thursday, December 24, 6:00 PM - 7:30 PM CST · Main sanctuary. Carols and candles.');
    // A page read in Spanish says when in Spanish; the station's words stay as written.
    const es = await card(url, 'evil.example', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.tags['og:description']).toBe('jueves, 24 de diciembre, 6:00 p.m. - 7:30 p.m. CST · Main sanctuary. Carols and candles.');
  });

  it('a published episode shares its title and cover; a draft, a hidden or an unknown thing shares only the station', async () => {
    const file = path.join(dataDir, 'sermon.mp3');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=2',
      '-c:a',
      'libmp3lame',
      file,
    ]);
    const media = t.app.service('media').media;
    const draft = await media.createDraftEpisode({ file, title: 'Draft sermon', recordedAt: new Date(), host: 'Pastor Amy' });
    const asDraft = await card(`/podcasts/episodes/${draft.id}`);
    expect(asDraft.tags['og:title']).not.toBe('Draft sermon');
    expect(asDraft.body).not.toContain('Draft sermon');
    await media.publishEpisode({ id: admin.id, role: 'admin' }, draft.id, { title: 'Grace for today' });
    const published = await card(`/podcasts/episodes/${draft.id}`);
    expect(published.tags['og:title']).toBe('Grace for today');
    expect(published.tags['og:type']).toBe('music.song');

    const station = (await t.app.inject({ url: '/api/station' })).json<{ name: string }>();
    for (const url of ['/community/t/00000000-0000-4000-8000-000000000000', '/videos/no-such-video', '/about']) {
      const c = await card(url);
      expect(c.tags['og:title']).toBe(station.name);
      expect(c.tags['og:image']).toMatch(/^https:\/\/radio\.gracevalley\.example\/icons\/icon-512\.png\?v=/);
      expect(c.tags['twitter:card']).toBe('summary');
    }
  });
});

describe('the embeddable player', () => {
  it('/embed/player may be framed by any site; every other page only by the station itself', async () => {
    const embed = await t.app.inject({ url: '/embed/player' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    // No painted header in the frame: the player draws itself.
    expect(embed.body).toContain('<div id="root"></div>');
    for (const url of ['/', '/about', '/community', '/embed/../admin']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
  });
});
