// The station comes from media.fixtures.ts (createTestApp), so this file runs on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Episode, EpisodePage } from '@selah/contracts/media';
import { publicAddressPart } from '../../platform/public-address.ts';
import { dataDir, fixtures, t, admin, dj, member, mediaStation, storedPath, uploadEpisodes } from './media.fixtures.ts';

mediaStation();
beforeAll(uploadEpisodes);

describe('shows, drafts and feeds', () => {
  let showId: string;
  let draft: Episode;

  it('a recorded show arrives as a draft: hidden from the public lists, published with one click', async () => {
    const media = t.app.service('media').media;
    showId = await media.createShow({
      title: 'Kingdom Teachings',
      description: 'Teaching <daily>',
      category: 'Teaching',
      host: 'Pastor James',
      featured: true,
    });
    const file = path.join(dataDir, 'recording.mp3');
    fs.copyFileSync(path.join(fixtures, 'short.mp3'), file);
    draft = await media.createDraftEpisode({
      file,
      title: 'Kingdom Teachings',
      host: 'Pastor James',
      recordedAt: new Date(),
      uploadedBy: dj.id,
    });
    expect(draft).toMatchObject({ status: 'draft', origin: 'recording', duration: 4, showId });
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: `/api/episodes/${draft.id}` })).statusCode).toBe(404);
    expect(((await t.app.inject({ url: '/api/episodes' })).json() as EpisodePage).episodes.map((e) => e.id)).not.toContain(draft.id);
    // Its file answers only by its unguessable name (the studio previews it before publishing).
    expect((await t.app.inject({ url: draft.audioUrl, headers: { range: 'bytes=0-1' } })).statusCode).toBe(206);
    // The draft's audio is not public: its bare file name (leaked in a log or a shared link) is not enough.
    const bare = draft.audioUrl.split('?')[0]!;
    expect((await t.app.inject({ url: bare })).statusCode).toBe(404);
    expect(draft.audioUrl).toMatch(/\?preview=/);
    expect((await t.app.inject({ url: bare, headers: member.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${bare}?preview=zzzzzzzz.forged` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bare, headers: { ...dj.auth, range: 'bytes=0-1' } })).statusCode).toBe(206);
    expect((await t.app.inject({ url: '/api/episodes?status=draft', headers: member.auth })).statusCode).toBe(403);
    const drafts = (await t.app.inject({ url: '/api/episodes?status=draft', headers: dj.auth })).json() as EpisodePage;
    expect(drafts.episodes.map((e) => e.id)).toEqual([draft.id]);
    const refused = await t.app.inject({ method: 'POST', url: `/api/episodes/${draft.id}/publish`, headers: member.auth, payload: {} });
    expect(refused.statusCode).toBe(403);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${draft.id}/publish`,
      headers: dj.auth,
      payload: { title: 'Kingdom Teachings: Faith at Work' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', title: 'Kingdom Teachings: Faith at Work' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/episodes/${draft.id}/publish`, headers: dj.auth, payload: {} })).statusCode,
    ).toBe(409);
    const show = (await t.app.inject({ url: `/api/podcasts/shows/${showId}` })).json();
    expect(show).toMatchObject({ title: 'Kingdom Teachings', episodeCount: 1, featured: true, feedUrl: `/podcasts/${showId}/feed.xml` });
    const shows = (await t.app.inject({ url: '/api/podcasts/shows' })).json();
    expect(shows.shows.map((s: { id: string }) => s.id)).toContain(showId);
  });

  it('the station feed is valid podcast RSS (iTunes + Podcasting 2.0) and its enclosures answer Range with 206', async () => {
    // The station's address as the setup recorded it; a request's Host header never leads its links elsewhere.
    await t.app.settings.write(publicAddressPart, { url: 'https://radio.example.org' });
    const res = await t.app.inject({ url: '/podcasts/feed.xml', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
    const doc = parser.parse(res.body);
    const ch = doc.rss.channel;
    expect(doc.rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(doc.rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    // Apple's required channel tags.
    expect(ch.title).toMatch(/Podcasts$/);
    expect(ch.description).toBeTruthy();
    expect(ch['itunes:image']['@href']).toMatch(/^https:\/\/radio\.example\.org\/.+\.png$/);
    // Directories verify ownership by the owner's email; listeners find where to give.
    const station = (await t.app.inject({ url: '/api/station' })).json<{ name: string; contact: { email: string } }>();
    expect(station.contact.email).toBeTruthy();
    expect(ch['itunes:owner']).toEqual({ 'itunes:name': station.name, 'itunes:email': station.contact.email });
    expect(ch['podcast:locked']['@owner']).toBe(station.contact.email);
    expect(ch['podcast:funding']).toEqual({ '@url': 'https://radio.example.org/donate', '#text': `Support ${station.name}` });
    expect(ch.language).toBe('en-us');
    expect(ch['itunes:category']['@text']).toBeTruthy();
    expect(ch['itunes:explicit']).toBe('false');
    expect(ch['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const items = [ch.item].flat();
    expect(items.length).toBe(3);
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(item.guid['#text']).toMatch(/^[0-9a-f-]{36}$/);
      expect(item['itunes:duration']).toMatch(/^\d+:\d{2}:\d{2}$/);
      expect(['true', 'false']).toContain(item['itunes:explicit']);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(['audio/mpeg', 'audio/mp4']).toContain(item.enclosure['@type']);
      if (item['itunes:author']) expect(item['podcast:person']).toEqual({ '@role': 'host', '#text': item['itunes:author'] });
    }
    expect(items.some((i: Record<string, unknown>) => i['podcast:person'])).toBe(true);
    const art = await t.app.inject({ url: new URL(ch['itunes:image']['@href']).pathname });
    expect(art.statusCode).toBe(200);
    const png = art.rawPayload;
    expect(png.readUInt32BE(16)).toBe(1400); // IHDR width: Apple asks for 1400–3000 px squares
    expect(png.readUInt32BE(20)).toBe(1400);
    const enclosure = items[0].enclosure;
    const url = new URL(enclosure['@url']);
    const file = fs.readFileSync(path.join(dataDir, 'media', url.pathname.split('/')[2]!, url.pathname.split('/')[3]!));
    expect(Number(enclosure['@length'])).toBe(file.length);
    const ranged = await t.app.inject({ url: url.pathname, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(file.subarray(0, 100))).toBe(true);
  });

  it("a show's own feed carries only its episodes and its stable podcast:guid; text is escaped by the XML library", async () => {
    const res = await t.app.inject({ url: `/podcasts/${showId}/feed.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Teaching &lt;daily&gt;');
    const ch = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(res.body).rss.channel;
    expect([ch.item].flat().map((i: { title: string }) => i.title)).toEqual(['Kingdom Teachings: Faith at Work']);
    const again = new XMLParser().parse((await t.app.inject({ url: `/podcasts/${showId}/feed.xml` })).body).rss.channel;
    expect(again['podcast:guid']).toBe(ch['podcast:guid']);
    expect((await t.app.inject({ url: `/podcasts/${crypto.randomUUID()}/feed.xml` })).statusCode).toBe(404);
  });

  it('writes Selah’s own words of a feed in the reader’s language; the station’s content and language tag stay', async () => {
    const res = await t.app.inject({ url: '/podcasts/feed.xml', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(res.headers.vary).toContain('Accept-Language');
    const ch = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(res.body).rss.channel;
    const station = (await t.app.inject({ url: '/api/station' })).json<{ name: string }>();
    expect(ch.title).toBe(`Podcasts de ${station.name}`);
    expect(ch['podcast:funding']['#text']).toBe(`Apoye a ${station.name}`);
    expect(ch.language).toBe('en-us');
    expect([ch.item].flat().map((i: { title: string }) => i.title)).toContain('Kingdom Teachings: Faith at Work');
    const show = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
      (await t.app.inject({ url: `/podcasts/${showId}/feed.xml`, headers: { cookie: 'selah_lang=es' } })).body,
    ).rss.channel;
    expect(show.title).toBe('Kingdom Teachings');
    expect(show['podcast:funding']['#text']).toBe(`Apoye a ${station.name}`);
  });

  it('staff delete an episode and its file; members may not', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/episodes/${draft.id}`, headers: member.auth })).statusCode).toBe(403);
    const file = storedPath(draft.audioUrl);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/episodes/${draft.id}`, headers: admin.auth })).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: `/api/episodes/${draft.id}` })).statusCode).toBe(404);
  });
});
