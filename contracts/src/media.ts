import { z } from 'zod';

/** Spec §2 /podcasts: the episode categories (the chips after All). */
export const episodeCategories = ['Teaching', 'Prayer', 'Worship', 'Testimony', 'Family', 'Finance'] as const;
export type EpisodeCategory = (typeof episodeCategories)[number];
/** Spec §3: the video categories the original coloured, plus two the station uses. */
export const videoCategories = ['Worship', 'Teachings', 'Youth', 'Healing', 'Testimony', 'Services'] as const;
export type VideoCategory = (typeof videoCategories)[number];
export const videoSorts = ['recent', 'popular', 'trending', 'views', 'likes'] as const;
export type VideoSort = (typeof videoSorts)[number];

/** Default upload limits (EPISODE_MAX_MB, VIDEO_MAX_MB): what a podcast hour and a service recording need. */
export const EPISODE_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** A video younger than this carries the NEW badge. */
export const VIDEO_NEW_DAYS = 7;

export const mediaMessages = {
  notMultipart: 'Please send the file as a form upload (multipart/form-data).',
  fileMissing: 'Please choose a file to upload.',
  notAudio: 'That file is not an MP3 or M4A recording. Please upload an MP3 or M4A audio file.',
  brokenAudio: 'That audio file is damaged or cut short, so it cannot be played to the end. Please export it again and retry.',
  notVideo: 'That file is not an MP4, WebM or MOV video. Please upload one of those.',
  brokenVideo: 'That video file is damaged or cut short. Please export it again and retry.',
  titleMissing: 'Please give it a title.',
  titleLong: 'Titles must be less than 200 characters.',
  descriptionLong: 'Descriptions must be less than 5000 characters.',
  episodeNotFound: 'That episode is no longer available.',
  showNotFound: 'That show does not exist.',
  videoNotFound: 'That video is no longer available.',
  notDraft: 'That episode is already published.',
  onlyBroadcasters: 'Only broadcasters and admins can publish podcasts and videos.',
  loginToLike: 'Please Login First - You need to sign up or log in to like videos.',
  uploadBusy: 'The station is processing other uploads. Please try again in a minute.',
  uploadRateLimit: 'You have uploaded a lot in a short time. Please wait a few minutes.',
  // Page texts (spec §2 /podcasts, /videos, the Search dialog; §8).
  noEpisodes: 'No Episodes Found',
  noEpisodesFiltered: 'Try adjusting your search or filter criteria',
  noEpisodesYet: 'Check back soon for new episodes!',
  videosFailed: 'Failed to load videos. Please try again.',
  noVideos: 'No videos found matching your criteria.',
  defaultDescription: 'A message from our station to encourage your walk of faith.',
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, message);

export const episode = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** Seconds, read from the file. */
  duration: z.number(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  host: z.string(),
  showId: z.string().nullable(),
  showTitle: z.string().nullable(),
  audioUrl: z.string(),
  audioType: z.string(),
  audioBytes: z.number(),
  artworkUrl: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  origin: z.enum(['upload', 'recording']),
  /** The WebVTT transcript and the JSON chapters (Podcasting 2.0), when the episode has them. */
  transcriptUrl: z.string().nullable(),
  chaptersUrl: z.string().nullable(),
});
export type Episode = z.infer<typeof episode>;
export const episodePage = z.object({ episodes: z.array(episode), nextCursor: z.string().nullable() });
export type EpisodePage = z.infer<typeof episodePage>;

export const listEpisodesQuery = z.object({
  category: z.string().max(40).optional(),
  search: z.string().trim().max(200).optional(),
  showId: z.string().uuid('That show does not exist.').optional(),
  /** Broadcasters and admins: their drafts (recorded shows waiting to be published). */
  status: z.enum(['published', 'draft']).optional().default('published'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type ListEpisodesQuery = z.input<typeof listEpisodesQuery>;

/** The text fields of an upload (form fields beside the file) or of publishing a draft. */
export const episodeFields = z.object({
  title: text(200, mediaMessages.titleLong).optional(),
  description: text(5000, mediaMessages.descriptionLong).optional(),
  category: z.enum(episodeCategories).optional(),
  host: text(120, 'Host names must be less than 120 characters.').optional(),
  showId: z.string().uuid('That show does not exist.').optional(),
});
export type EpisodeFields = z.infer<typeof episodeFields>;

export const show = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  host: z.string(),
  artworkUrl: z.string().nullable(),
  featured: z.boolean(),
  episodeCount: z.number(),
  feedUrl: z.string(),
});
export type Show = z.infer<typeof show>;
export const showList = z.object({ shows: z.array(show) });

export const video = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration: z.number(),
  views: z.number(),
  likes: z.number(),
  uploadDate: z.string(),
  isNew: z.boolean(),
  isLiked: z.boolean(),
  videoUrl: z.string(),
  videoType: z.string(),
  posterUrl: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  /** The WebVTT captions (its transcript), when the video has them. */
  captionsUrl: z.string().nullable(),
});
export type Video = z.infer<typeof video>;
export const videoPage = z.object({ videos: z.array(video), nextCursor: z.string().nullable() });
export type VideoPage = z.infer<typeof videoPage>;

export const listVideosQuery = z.object({
  category: z.string().max(40).optional(),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(videoSorts).optional().default('recent'),
  status: z.enum(['published', 'draft']).optional().default('published'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional().default(24),
});
export type ListVideosQuery = z.input<typeof listVideosQuery>;

export const videoFields = z.object({
  title: text(200, mediaMessages.titleLong).optional(),
  description: text(5000, mediaMessages.descriptionLong).optional(),
  category: z.enum(videoCategories).optional(),
});
export type VideoFields = z.infer<typeof videoFields>;

export const videoCategoryCount = z.object({ name: z.string(), count: z.number() });
export const videoCategoryList = z.array(videoCategoryCount);
export const videoLikeResponse = z.object({ likes: z.number(), isLiked: z.boolean() });
export const videoViewResponse = z.object({ views: z.number(), counted: z.boolean() });
