import crypto from 'node:crypto';
import type * as xmlbuilder2 from 'xmlbuilder2';
import { lazyPackage } from '../../platform/lazy-package.ts';

const loadXmlBuilder = lazyPackage<typeof xmlbuilder2>('xmlbuilder2');
import type { Db } from '../../db/client.ts';
import * as repo from './episodes.repo.ts';
import { mediaUrl } from './media-views.ts';

export interface FeedChannel {
  title: string;
  description: string;
  author: string;
  /** Absolute URL of the page the feed belongs to. */
  link: string;
  /** Absolute URL of the feed itself (atom:self). */
  self: string;
  /** Absolute URL of a square image, 1400–3000 px per Apple; the station's logo when the show has none. */
  image: string;
  category: string;
  explicit: boolean;
  /** podcast:guid, stable for the life of the feed. */
  guid: string;
  language: string;
  /** itunes:owner: who directories (Apple, Spotify) write to when they verify the feed. */
  owner: { name: string; email: string };
  /** podcast:funding: where listeners support the station. */
  funding?: { url: string; text: string };
}

const hms = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = Math.floor(s % 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
};

/** Apple's categories for what the station publishes. */
const itunesCategory: Record<string, { cat: string; sub?: string }> = {
  Teaching: { cat: 'Religion & Spirituality', sub: 'Christianity' },
  Prayer: { cat: 'Religion & Spirituality', sub: 'Christianity' },
  Worship: { cat: 'Religion & Spirituality', sub: 'Christianity' },
  Testimony: { cat: 'Religion & Spirituality', sub: 'Christianity' },
  Family: { cat: 'Kids & Family', sub: 'Parenting' },
  Finance: { cat: 'Business', sub: 'Investing' },
};

/** A station-wide podcast guid derived from its address (Podcasting 2.0 uses a UUIDv5 of the feed URL). */
export function uuidV5(name: string): string {
  const ns = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex'); // podcast namespace, per the spec
  const hash = crypto
    .createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(name)]))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * An RSS 2.0 podcast feed with the iTunes and Podcasting 2.0 namespaces (the tags Apple
 * Podcasts, Spotify, Pocket Casts and Overcast read), written with xmlbuilder2 so every value
 * is escaped by the library.
 */
export function renderFeed(channel: FeedChannel, episodes: repo.EpisodeRow[], origin: string): string {
  const doc = loadXmlBuilder().create({ version: '1.0', encoding: 'UTF-8' });
  const rss = doc.ele('rss', {
    version: '2.0',
    'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
    'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
    'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
  });
  const ch = rss.ele('channel');
  ch.ele('title').txt(channel.title);
  ch.ele('link').txt(channel.link);
  ch.ele('atom:link', { href: channel.self, rel: 'self', type: 'application/rss+xml' });
  ch.ele('description').txt(channel.description || channel.title);
  ch.ele('language').txt(channel.language);
  ch.ele('itunes:author').txt(channel.author);
  if (channel.owner.email)
    ch.ele('itunes:owner').ele('itunes:name').txt(channel.owner.name).up().ele('itunes:email').txt(channel.owner.email);
  ch.ele('itunes:summary').txt(channel.description || channel.title);
  ch.ele('itunes:image', { href: channel.image });
  ch.ele('image').ele('url').txt(channel.image).up().ele('title').txt(channel.title).up().ele('link').txt(channel.link);
  const cat = itunesCategory[channel.category] ?? itunesCategory.Teaching!;
  const catEl = ch.ele('itunes:category', { text: cat.cat });
  if (cat.sub) catEl.ele('itunes:category', { text: cat.sub });
  ch.ele('itunes:explicit').txt(channel.explicit ? 'true' : 'false');
  ch.ele('itunes:type').txt('episodic');
  ch.ele('podcast:guid').txt(channel.guid);
  ch.ele('podcast:locked', channel.owner.email ? { owner: channel.owner.email } : {}).txt('no');
  if (channel.funding) ch.ele('podcast:funding', { url: channel.funding.url }).txt(channel.funding.text);
  for (const e of episodes) {
    const item = ch.ele('item');
    item.ele('title').txt(e.title);
    item.ele('description').txt(e.description || e.title);
    item.ele('link').txt(`${origin}/podcasts/episodes/${e.id}`);
    item.ele('guid', { isPermaLink: 'false' }).txt(e.id);
    item.ele('pubDate').txt(new Date(e.publishedAt ?? e.createdAt).toUTCString());
    item.ele('enclosure', { url: `${origin}${mediaUrl.audio(e.audioFile)}`, length: String(e.audioBytes), type: e.audioType });
    item.ele('itunes:duration').txt(hms(e.durationSeconds));
    item.ele('itunes:explicit').txt(e.explicit ? 'true' : 'false');
    item.ele('itunes:episodeType').txt('full');
    if (e.host) {
      item.ele('itunes:author').txt(e.host);
      item.ele('podcast:person', { role: 'host' }).txt(e.host);
    }
    if (e.artworkFile) item.ele('itunes:image', { href: `${origin}${mediaUrl.artwork(e.artworkFile)}` });
    // Podcasting 2.0: apps show the transcript as it plays and list the chapters.
    if (e.hasTranscript) item.ele('podcast:transcript', { url: `${origin}${mediaUrl.transcript('episode', e.id)}`, type: 'text/vtt' });
    if (e.hasChapters) item.ele('podcast:chapters', { url: `${origin}${mediaUrl.chapters(e.id)}`, type: 'application/json+chapters' });
  }
  return doc.end({ prettyPrint: true });
}

export async function feedEpisodes(db: Db, showId?: string): Promise<repo.EpisodeRow[]> {
  return repo.listEpisodes(db, { status: 'published', showId, limit: 300 });
}
