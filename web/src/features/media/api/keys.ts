import type { VideoSort } from '@selah/contracts/media';

export interface EpisodeFilters {
  category?: string | undefined;
  search?: string | undefined;
  showId?: string | undefined;
}

export interface VideoFilters {
  category?: string | undefined;
  search?: string | undefined;
  sortBy: VideoSort;
}

/** Every query key of the media feature (podcasts and videos). */
export const mediaKeys = {
  all: ['media'] as const,
  episodes: (f: EpisodeFilters) => [...mediaKeys.all, 'episodes', f] as const,
  episode: (id: string) => [...mediaKeys.all, 'episode', id] as const,
  drafts: () => [...mediaKeys.all, 'drafts'] as const,
  draftVideos: () => [...mediaKeys.all, 'draft-videos'] as const,
  shows: () => [...mediaKeys.all, 'shows'] as const,
  show: (id: string) => [...mediaKeys.all, 'show', id] as const,
  videos: (f: VideoFilters, viewer: string | null) => [...mediaKeys.all, 'videos', f, viewer] as const,
  video: (id: string, viewer: string | null) => [...mediaKeys.all, 'video', id, viewer] as const,
  videoCategories: () => [...mediaKeys.all, 'video-categories'] as const,
  transcript: (kind: 'episode' | 'video', id: string) => [...mediaKeys.all, 'transcript', kind, id] as const,
  chapters: (id: string) => [...mediaKeys.all, 'chapters', id] as const,
};
