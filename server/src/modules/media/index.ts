import { loadSharp } from '../../platform/images.ts';
import type { StationInfo } from '@selah/contracts/station';
import { defineModule } from '../../platform/module.ts';
import { createMediaStore, type MediaStore } from './files.ts';
import { seedDemoMedia } from './media.seed.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { mediaRoutes } from './routes.ts';
import { mediaSearchSources } from './search.repo.ts';
import { createSearchService, type SearchService } from './search.service.ts';

export interface MediaModuleService {
  media: MediaService;
  search: SearchService;
  store: MediaStore;
  station(): Promise<StationInfo>;
  /** The station's square podcast artwork (PNG), drawn once. */
  stationArtwork(): Promise<Buffer>;
}

declare module '../../platform/module.ts' {
  interface ModuleServices {
    media: MediaModuleService;
  }
}

// What other modules may use: the seam for recordings (the live video module calls
// media.createDraftEpisode / createDraftVideo when a service ends).
export type { MediaService } from './media.service.ts';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each station's demo media being made (at most one per service). */
const demoSeeds = new WeakMap<MediaModuleService, Promise<void>>();

export const mediaModule = defineModule<MediaModuleService>({
  name: 'media',
  service: (ctx) => {
    const site = ctx.use('site');
    const store = createMediaStore(ctx.config.dataDir);
    const media = createMediaService({ db: ctx.db, clock: ctx.clock, store, log: ctx.log, time: ctx.time });
    let artwork: Promise<Buffer> | null = null;
    return {
      media,
      // Each module answers its own part of the search, from its own tables.
      search: createSearchService({
        db: ctx.db,
        sources: [...mediaSearchSources(), ctx.use('community').search, ctx.use('events').search, ctx.use('radio').search],
      }),
      store,
      station: () => site.station(),
      stationArtwork: () =>
        (artwork ??= site.station().then((s) =>
          loadSharp()(
            Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
                `<stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
                `<rect width="1400" height="1400" fill="url(#g)"/>` +
                `<text x="700" y="660" font-family="sans-serif" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(s.name)}</text>` +
                `<text x="700" y="820" font-family="sans-serif" font-size="72" fill="#fff7ed" text-anchor="middle">Podcasts</text></svg>`,
            ),
          )
            .png()
            .toBuffer(),
        )),
    };
  },
  routes: mediaRoutes,
  events: (service, ctx) => {
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
  // The demo podcasts and video are made in the background once the radio is on air (ffmpeg at low
  // priority, about 3 s of work; even starting ffmpeg costs the main thread a fork of the whole
  // process), and nothing waits for them; stopping does, so a demo is never left half-made.
  demoContent: async (service) => {
    demoSeeds.set(service, seedDemoMedia(service));
  },
  stop: async (service) => {
    await demoSeeds.get(service);
  },
});
