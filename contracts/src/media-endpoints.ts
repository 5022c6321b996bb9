import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  episode,
  episodeFields,
  episodePage,
  listEpisodesQuery,
  listVideosQuery,
  show,
  showList,
  video,
  videoCategoryList,
  videoFields,
  videoLikeResponse,
  videoPage,
  videoViewResponse,
} from './media.ts';

const idParams = z.object({ id: z.string().uuid('That item does not exist.') });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const uploadErrors = { ...errors, 413: errorResponse, 415: errorResponse, 422: errorResponse };

/** Podcasts and videos: the lists, one item, uploads (a file with its fields), publishing drafts, views and likes. */
export const mediaApi = {
  listEpisodes: endpoint({
    method: 'GET',
    path: '/api/episodes',
    query: listEpisodesQuery,
    responses: { 200: episodePage, ...errors },
  }),
  getEpisode: endpoint({ method: 'GET', path: '/api/episodes/:id', params: idParams, responses: { 200: episode, ...errors } }),
  /** The file and its text fields (episodeFields) as one form upload. */
  uploadEpisode: endpoint({ method: 'POST', path: '/api/episodes', body: 'multipart', responses: { 201: episode, ...uploadErrors } }),
  publishEpisode: endpoint({
    method: 'POST',
    path: '/api/episodes/:id/publish',
    params: idParams,
    body: episodeFields.optional(),
    responses: { 200: episode, ...errors },
  }),
  deleteEpisode: endpoint({ method: 'DELETE', path: '/api/episodes/:id', params: idParams, responses: { 204: z.null(), ...errors } }),
  listShows: endpoint({ method: 'GET', path: '/api/podcasts/shows', responses: { 200: showList } }),
  getShow: endpoint({ method: 'GET', path: '/api/podcasts/shows/:id', params: idParams, responses: { 200: show, ...errors } }),
  listVideos: endpoint({ method: 'GET', path: '/api/videos', query: listVideosQuery, responses: { 200: videoPage, ...errors } }),
  videoCategories: endpoint({ method: 'GET', path: '/api/videos/categories', responses: { 200: videoCategoryList } }),
  getVideo: endpoint({
    method: 'GET',
    path: '/api/videos/:id',
    params: idParams,
    responses: { 200: video.extend({ related: z.array(video) }), ...errors },
  }),
  /** The file and its text fields (videoFields) as one form upload. */
  uploadVideo: endpoint({ method: 'POST', path: '/api/videos', body: 'multipart', responses: { 201: video, ...uploadErrors } }),
  publishVideo: endpoint({
    method: 'POST',
    path: '/api/videos/:id/publish',
    params: idParams,
    body: videoFields.optional(),
    responses: { 200: video, ...errors },
  }),
  viewVideo: endpoint({
    method: 'POST',
    path: '/api/videos/:id/view',
    params: idParams,
    responses: { 200: videoViewResponse, ...errors },
  }),
  likeVideo: endpoint({
    method: 'POST',
    path: '/api/videos/:id/like',
    params: idParams,
    responses: { 200: videoLikeResponse, ...errors },
  }),
  unlikeVideo: endpoint({
    method: 'DELETE',
    path: '/api/videos/:id/like',
    params: idParams,
    responses: { 200: videoLikeResponse, ...errors },
  }),
};
