import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { chapters, timedTextBody, transcript } from './media-text.ts';
import { oembedQuery, oembedResponse } from './oembed.ts';

const idParams = z.object({ id: z.string().uuid('That item does not exist.') });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };

/**
 * An episode's transcript and chapters and a video's captions: staff put and remove them, pages read
 * them. The files themselves (WebVTT, JSON chapters) are served outside /api for players and feeds.
 */
export const mediaTextApi = {
  getEpisodeTranscript: endpoint({
    method: 'GET',
    path: '/api/episodes/:id/transcript',
    params: idParams,
    responses: { 200: transcript, ...errors },
  }),
  /** WebVTT or SRT text (SRT is kept as WebVTT). */
  putEpisodeTranscript: endpoint({
    method: 'PUT',
    path: '/api/episodes/:id/transcript',
    params: idParams,
    body: timedTextBody,
    responses: { 200: transcript, ...errors },
  }),
  deleteEpisodeTranscript: endpoint({
    method: 'DELETE',
    path: '/api/episodes/:id/transcript',
    params: idParams,
    responses: { 204: z.null(), ...errors },
  }),
  getEpisodeChapters: endpoint({
    method: 'GET',
    path: '/api/episodes/:id/chapters',
    params: idParams,
    responses: { 200: chapters, ...errors },
  }),
  /** Podcasting 2.0 JSON chapters, or one "HH:MM:SS Title" a line. */
  putEpisodeChapters: endpoint({
    method: 'PUT',
    path: '/api/episodes/:id/chapters',
    params: idParams,
    body: timedTextBody,
    responses: { 200: chapters, ...errors },
  }),
  deleteEpisodeChapters: endpoint({
    method: 'DELETE',
    path: '/api/episodes/:id/chapters',
    params: idParams,
    responses: { 204: z.null(), ...errors },
  }),
  getVideoTranscript: endpoint({
    method: 'GET',
    path: '/api/videos/:id/transcript',
    params: idParams,
    responses: { 200: transcript, ...errors },
  }),
  putVideoTranscript: endpoint({
    method: 'PUT',
    path: '/api/videos/:id/transcript',
    params: idParams,
    body: timedTextBody,
    responses: { 200: transcript, ...errors },
  }),
  deleteVideoTranscript: endpoint({
    method: 'DELETE',
    path: '/api/videos/:id/transcript',
    params: idParams,
    responses: { 204: z.null(), ...errors },
  }),
  /** oEmbed 1.0 for an episode's or a video's page (the iframe points at /embed/episode/:id or /embed/video/:id). */
  oembed: endpoint({
    method: 'GET',
    path: '/api/oembed',
    query: oembedQuery,
    responses: { 200: oembedResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse, 501: errorResponse },
  }),
};
