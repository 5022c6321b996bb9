import { VIDEO_NEW_DAYS, type Episode, type Show, type Video } from '@selah/contracts/media';
import type { Signer } from '../../platform/signed-token.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { SessionUser } from '../accounts/index.ts';
import type { EpisodeRow } from './episodes.repo.ts';
import type { ShowRow } from './shows.repo.ts';
import type { VideoRow } from './videos.repo.ts';

export type Viewer = Pick<SessionUser, 'id' | 'role'> | null;

export const isStaff = (v: Viewer) => v?.role === 'admin' || v?.role === 'broadcaster';
export const DAY_MS = 86_400_000;

/** How long a draft's preview link works. */
const PREVIEW_MS = 6 * 60 * 60_000;

export const mediaUrl = {
  audio: (file: string) => `/media/episodes/${file}`,
  artwork: (file: string) => `/media/artwork/${file}`,
  video: (file: string) => `/media/videos/${file}`,
  poster: (file: string) => `/media/posters/${file}`,
  /** An episode's transcript and a video's captions (WebVTT), an episode's chapters (JSON): by the item's id. */
  transcript: (kind: 'episode' | 'video', id: string) => `/media/transcripts/${kind}-${id}.vtt`,
  chapters: (id: string) => `/media/chapters/${id}.json`,
};

export function toEpisodeView(r: EpisodeRow): Episode {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    duration: r.durationSeconds,
    createdAt: r.createdAt,
    publishedAt: r.publishedAt,
    host: r.host,
    showId: r.showId,
    showTitle: r.showTitle,
    audioUrl: mediaUrl.audio(r.audioFile),
    audioType: r.audioType,
    audioBytes: r.audioBytes,
    artworkUrl: r.artworkFile ? mediaUrl.artwork(r.artworkFile) : null,
    status: r.status,
    origin: r.origin,
    transcriptUrl: r.hasTranscript ? mediaUrl.transcript('episode', r.id) : null,
    chaptersUrl: r.hasChapters ? mediaUrl.chapters(r.id) : null,
  };
}

export const toShow = (r: ShowRow): Show => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  host: r.host,
  artworkUrl: r.artworkFile ? mediaUrl.artwork(r.artworkFile) : null,
  featured: r.featured,
  episodeCount: r.episodeCount,
  feedUrl: `/podcasts/${r.id}/feed.xml`,
});

export type MediaViews = ReturnType<typeof createMediaViews>;

/** Rows as the pages see them; a draft's files carry a signed preview token (only staff are shown drafts). */
export function createMediaViews({ clock, previews }: { clock: Clock; previews: Signer }) {
  const preview = (url: string, file: string) => `${url}?preview=${previews.sign(file, new Date(clock.now().getTime() + PREVIEW_MS))}`;
  const toEpisode = (r: EpisodeRow): Episode => {
    const e = toEpisodeView(r);
    return r.status === 'draft' ? { ...e, audioUrl: preview(e.audioUrl, r.audioFile) } : e;
  };
  const toVideoView = (r: VideoRow): Video => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    duration: r.durationSeconds,
    views: r.views,
    likes: r.likes,
    uploadDate: r.publishedAt ?? r.createdAt,
    isNew: clock.now().getTime() - Date.parse(r.publishedAt ?? r.createdAt) < VIDEO_NEW_DAYS * DAY_MS,
    isLiked: r.isLiked,
    videoUrl: mediaUrl.video(r.videoFile),
    videoType: r.videoType,
    posterUrl: r.posterFile ? mediaUrl.poster(r.posterFile) : null,
    status: r.status,
    captionsUrl: r.hasTranscript ? mediaUrl.transcript('video', r.id) : null,
  });
  const toVideo = (r: VideoRow): Video => {
    const v = toVideoView(r);
    if (r.status !== 'draft') return v;
    return {
      ...v,
      videoUrl: preview(v.videoUrl, r.videoFile),
      posterUrl: v.posterUrl && r.posterFile ? preview(v.posterUrl, r.posterFile) : null,
    };
  };
  return { toEpisode, toVideo };
}
