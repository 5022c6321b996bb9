import { paths } from '@selah/contracts/paths';
import { oembedMessages as say, type OembedQuery, type OembedResponse } from '@selah/contracts/oembed';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { idFromPath } from '../../platform/http/share-path.ts';
import { loadSharp } from '../../platform/images.ts';
import type { MediaModuleService } from './module-service.ts';

/** The embed pages' natural sizes: the episode's compact player, the video at 16:9. */
const EPISODE = { width: 560, height: 180 };
const VIDEO = { width: 640, height: 360 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** maxwidth / maxheight: absent, or a whole number of pixels above zero (a huge one only means "no limit"). */
function size(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return Infinity;
  if (!/^\d{1,12}$/.test(value.trim()) || Number(value) <= 0) throw badRequest(say.badSize(name), { [name]: say.badSize(name) });
  return Number(value);
}

/** Which of this station's pages the address names: an episode's or a video's (its page or its embed). */
function itemOf(url: string, hosts: string[]): { kind: 'episode' | 'video'; id: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !hosts.includes(parsed.host.toLowerCase())) return null;
  const path = parsed.pathname.replace(/\/+$/, '');
  const episode = idFromPath(path, '/podcasts/episodes/') ?? idFromPath(path, '/embed/episode/');
  if (episode && UUID.test(episode)) return { kind: 'episode', id: episode };
  const video = idFromPath(path, '/videos/') ?? idFromPath(path, '/embed/video/');
  if (video && UUID.test(video)) return { kind: 'video', id: video };
  return null;
}

async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  const meta = await loadSharp()(file)
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

/**
 * oEmbed 1.0 for an episode ("rich": the station's player for it) or a video ("video"), each an
 * iframe of its /embed page. `requestHost` is the host the asker reached (besides the public address).
 */
export async function oembedFor(service: MediaModuleService, q: OembedQuery, requestHost: string | undefined): Promise<OembedResponse> {
  if (q.format && q.format !== 'json') {
    if (q.format === 'xml') throw new HttpError(501, say.xml, 'not_implemented');
    throw badRequest(say.badFormat, { format: say.badFormat });
  }
  if (!q.url) throw badRequest(say.urlMissing, { url: say.urlMissing });
  const maxWidth = size(q.maxwidth, 'maxwidth');
  const maxHeight = size(q.maxheight, 'maxheight');
  const origin = await service.address();
  const hosts = [new URL(origin).host.toLowerCase(), ...(requestHost ? [requestHost.toLowerCase()] : [])];
  const item = itemOf(q.url, hosts);
  if (!item) throw notFound(say.notOurs);
  const station = await service.station();
  const { media, store } = service;
  const found =
    item.kind === 'episode'
      ? await media.getEpisode(null, item.id).catch(() => null)
      : await media.getVideo(null, item.id).catch(() => null);
  if (!found) throw notFound(say.notFound);

  let width: number;
  let height: number;
  if (item.kind === 'video') {
    width = Math.max(1, Math.min(VIDEO.width, maxWidth, Math.floor((maxHeight * 16) / 9)));
    height = Math.max(1, Math.round((width * 9) / 16));
  } else {
    width = Math.max(1, Math.min(EPISODE.width, maxWidth));
    height = Math.max(1, Math.min(EPISODE.height, maxHeight));
  }
  const src = `${origin}${item.kind === 'episode' ? paths.embedEpisode.getHref(item.id) : paths.embedVideo.getHref(item.id)}`;
  const title = `${found.title} · ${station.name}`;
  const html =
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" style="border:0;max-width:100%" ` +
    `allow="autoplay; encrypted-media; fullscreen" ${item.kind === 'video' ? 'allowfullscreen ' : ''}loading="lazy"></iframe>`;

  // The thumbnail: the episode's (or its show's) cover, else the podcasts' artwork; the video's poster.
  const image =
    'posterUrl' in found
      ? found.posterUrl && { url: found.posterUrl, file: store.pathOf('posters', found.posterUrl.split('/').pop()!) }
      : found.artworkUrl
        ? { url: found.artworkUrl, file: store.pathOf('artwork', found.artworkUrl.split('/').pop()!) }
        : { url: '/media/podcast-artwork.png', file: null };
  const thumb = image ? (image.file ? await imageSize(image.file) : { width: 1400, height: 1400 }) : null;
  return {
    version: '1.0',
    type: item.kind === 'episode' ? 'rich' : 'video',
    title: found.title,
    ...('host' in found && found.host ? { author_name: found.host } : {}),
    provider_name: station.name,
    provider_url: `${origin}/`,
    html,
    width,
    height,
    ...(image && thumb ? { thumbnail_url: `${origin}${image.url}`, thumbnail_width: thumb.width, thumbnail_height: thumb.height } : {}),
    cache_age: 3600,
  };
}
