import { contentTypes } from './files.ts';
import { countEpisodes, findEpisodeByAudio } from './episodes.repo.ts';
import { countShows } from './shows.repo.ts';
import { findVideoByFile } from './videos.repo.ts';
import { createMediaViews, isStaff, type Viewer } from './media-views.ts';
import type { MediaDeps } from './media-deps.ts';
import { createEpisodesService } from './episodes.service.ts';
import { createShowsService } from './shows.service.ts';
import { createVideosService } from './videos.service.ts';
import { createUploadsService } from './uploads.service.ts';
import { createVideoLikesService } from './video-likes.service.ts';
import { createTimedTextService } from './timed-text.service.ts';
import { probeDuration } from './probe.ts';

export type { MediaDeps } from './media-deps.ts';
export { mediaUrl, type Viewer } from './media-views.ts';

export type MediaService = ReturnType<typeof createMediaService>;

/** The media module's service: episodes, shows, videos, uploads and likes, each from its own file. */
export function createMediaService(deps: MediaDeps) {
  const { db, clock, log } = deps;
  const parts = { ...deps, views: createMediaViews(deps) };

  return {
    /** The clock the service dates things with (the demo's episodes are dated back from it). */
    clock,
    ...createEpisodesService(parts),
    ...createShowsService(parts),
    ...createVideosService(parts),
    ...createUploadsService(parts),
    ...createVideoLikesService(parts),
    texts: createTimedTextService(parts),

    /**
     * Whether a stored file may be served: it must belong to an episode or video, and a draft's
     * file only to staff or with the signed preview token staff were given (a random name is not
     * a lock: it leaks through logs, referrers and shared links).
     */
    async mayServe(kind: 'episodes' | 'videos' | 'posters' | 'artwork', file: string, viewer: Viewer, previewToken?: string) {
      if (kind === 'artwork') return true;
      const row =
        kind === 'episodes' ? await findEpisodeByAudio(db, file) : await findVideoByFile(db, kind === 'videos' ? 'video' : 'poster', file);
      if (!row) return false;
      return row.status !== 'draft' || isStaff(viewer) || deps.previews.verify(file, previewToken, clock.now());
    },

    contentType: (file: string) => contentTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream',

    /** Demo station: shows and short synthesized episodes and a video, so the pages are not empty. */
    async hasContent() {
      return (await countShows(db)) > 0 || (await countEpisodes(db)) > 0;
    },

    log,
    probeDuration,
  };
}
