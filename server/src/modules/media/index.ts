import { createSigner } from '../../platform/signed-token.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { mediaDataOf } from './member-data.repo.ts';
import { loadSecretKey } from '../../platform/settings/secret-box.ts';
import { loadSharp } from '../../platform/images.ts';
import { accentPalette } from '@selah/contracts/station';
import type { MediaModuleService } from './module-service.ts';
import { defineModule, type PageParts } from '../../platform/module.ts';
import { cardOrNothing, idFromPath } from '../../platform/http/share-path.ts';
import { createMediaStore } from './files.ts';
import { removeDemoMedia, seedDemoMedia } from './media.seed.ts';
import { createMediaService } from './media.service.ts';
import { mediaRoutes } from './routes.ts';
import { mediaSearchSources } from './media-search.ts';

export type { MediaModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    media: MediaModuleService;
  }
}

// What other modules may use: the seam for recordings (the live video module calls
// media.createDraftEpisode / createDraftVideo when a service ends).
export type { MediaService } from './media.service.ts';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each station's demo media being made (at most one per service), and how to stop it. */
const demoSeeds = new WeakMap<MediaModuleService, { made: Promise<void>; stop: AbortController }>();

/** oEmbed discovery (oembed.com §4): another site finds the embed of the page it was given. */
const oembedLink = (origin: string, pathname: string, title: string) =>
  `<link rel="alternate" type="application/json+oembed" href="${escapeXml(`${origin}/api/oembed?url=${encodeURIComponent(origin + pathname)}&format=json`)}" title="${escapeXml(title)}" />`;

/** A shared episode or video shows its title, words and cover (only what the public may see), and offers its embed. */
async function mediaShare(service: MediaModuleService, pathname: string): Promise<PageParts> {
  const { media } = service;
  const episodeId = idFromPath(pathname, '/podcasts/episodes/');
  const episode = episodeId && (await cardOrNothing(() => media.getEpisode(null, episodeId)));
  if (episode) {
    const image = episode.artworkUrl ?? undefined;
    return {
      share: { title: episode.title, description: episode.description || episode.host, image, type: 'music.song' },
      head: oembedLink(await service.address(), pathname, episode.title),
    };
  }
  const videoId = idFromPath(pathname, '/videos/');
  const video = videoId && (await cardOrNothing(() => media.getVideo(null, videoId)));
  if (video)
    return {
      share: { title: video.title, description: video.description, image: video.posterUrl ?? undefined, type: 'video.other' },
      head: oembedLink(await service.address(), pathname, video.title),
    };
  return {};
}

export const mediaModule = defineModule<MediaModuleService>({
  name: 'media',
  service: (ctx) => {
    const site = ctx.use('site');
    const store = createMediaStore(ctx.config.dataDir);
    const previews = createSigner(loadSecretKey(ctx.config.secretKey, ctx.config.dataDir), 'media.preview');
    const media = createMediaService({ db: ctx.db, clock: ctx.clock, store, log: ctx.log, time: ctx.time, previews });
    let artwork: Promise<Buffer> | null = null;
    return {
      media,
      search: mediaSearchSources(),
      store,
      station: () => site.station(),
      address: () => publicAddress(ctx.config, ctx.settings),
      stationArtwork: () =>
        (artwork ??= site.station().then((s) =>
          loadSharp()(
            Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
                `<stop offset="0" stop-color="${accentPalette(s.accent).strong}"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
                `<rect width="1400" height="1400" fill="url(#g)"/>` +
                `<text x="700" y="660" font-family="sans-serif" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(s.name)}</text>` +
                `<text x="700" y="820" font-family="sans-serif" font-size="72" fill="#fff7ed" text-anchor="middle">Podcasts</text></svg>`,
            ),
          )
            .png()
            .toBuffer(),
        )),
      removeDemo: (marks) => removeDemoMedia(ctx.db, store, marks),
      forgetArtwork: () => void (artwork = null),
    };
  },
  routes: mediaRoutes,
  // Feed readers find the station's podcasts from any page.
  page: async (service, pathname) => {
    const own = await mediaShare(service, pathname);
    const feed = `<link rel="alternate" type="application/rss+xml" title="${escapeXml((await service.station()).name)} Podcasts" href="/podcasts/feed.xml" />`;
    return { ...own, head: feed + (own.head ?? '') };
  },
  events: (service, ctx) => {
    // The podcast artwork is drawn from the station's name: a rename draws it again.
    ctx.bus.onBroadcast('site.station-changed', () => service.forgetArtwork());
    // A live DJ show kept by the radio's recorder becomes a draft episode for the broadcaster.
    ctx.bus.subscribe('radio.show-recorded', async (e) => {
      try {
        const [dj] = e.dj ? await ctx.use('accounts').members.idsByUsernames([e.dj]) : [];
        await service.media.createDraftEpisode({
          file: e.file,
          title: e.title,
          host: e.host,
          recordedAt: new Date(e.startedAt),
          uploadedBy: dj?.id ?? null,
          description: `Recorded live on air (${Math.round((Date.parse(e.endedAt) - Date.parse(e.startedAt)) / 60_000)} min).`,
        });
      } catch (err) {
        ctx.log.warn(`A recorded show could not be kept as an episode: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    // A live video service kept by the ingest becomes a draft video for its broadcaster.
    ctx.bus.subscribe('live.service-recorded', async (e) => {
      try {
        const minutes = Math.max(1, Math.round((Date.parse(e.endedAt) - Date.parse(e.startedAt)) / 60_000));
        await service.media.createDraftVideo({
          file: e.file,
          title: e.title,
          description: e.description || `Recorded live (${minutes} min).`,
          recordedAt: new Date(e.startedAt),
          uploadedBy: e.userId,
        });
      } catch (err) {
        ctx.log.warn(`A recorded live service could not be kept as a video: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  },
  // The demo podcasts and video are made in the background when the setup asks for the demo (ffmpeg
  // at low priority, about 3 s of work), and nothing waits for them.
  demoContent: async (service, marks) => {
    const stop = new AbortController();
    demoSeeds.set(service, { made: seedDemoMedia(service, marks, stop.signal), stop });
  },
  removeDemo: async (service, marks) => {
    // A demo still being made stops first (its ffmpeg is killed), so nothing of it is left behind.
    const seed = demoSeeds.get(service);
    seed?.stop.abort();
    await seed?.made;
    await service.removeDemo(marks);
  },
  // Stopping stops a demo still being made (what it made is marked, so "remove the demo" still finds it).
  stop: async (service) => {
    const seed = demoSeeds.get(service);
    seed?.stop.abort();
    await seed?.made;
  },
  // The member's part of their data export and of their account's deletion (decision 021).
  memberData: { export: (_s, userId, db) => mediaDataOf(db, userId) },
});
