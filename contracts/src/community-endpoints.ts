import { z } from 'zod';
import { memberStats } from './accounts.ts';
import {
  moderatedComment,
  moderationMessages,
  reportQueue,
  reportRequest,
  reportResponse,
  resolveParams,
  resolveRequest,
} from './moderation.ts';
import { errorResponse } from './common.ts';
import {
  answerRequest,
  comment,
  communityStats,
  createCommentRequest,
  createThreadRequest,
  editThreadRequest,
  followResponse,
  likeResponse,
  listThreadsQuery,
  memberComment,
  moderateRequest,
  prayResponse,
  thread,
  threadPage,
} from './community.ts';
import { endpoint } from './endpoint.ts';

const threadParams = z.object({ id: z.string().uuid('That discussion does not exist.') });
const memberParams = z.object({ id: z.string().uuid('That member does not exist.') });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };

/** The community board: discussions, prayer, replies, likes, follows and reports. */
export const communityApi = {
  listThreads: endpoint({
    method: 'GET',
    path: '/api/community/threads',
    query: listThreadsQuery,
    responses: { 200: threadPage, 400: errorResponse },
  }),
  createThread: endpoint({
    method: 'POST',
    path: '/api/community/threads',
    body: createThreadRequest,
    responses: { 201: thread, ...errors },
  }),
  getThread: endpoint({ method: 'GET', path: '/api/community/threads/:id', params: threadParams, responses: { 200: thread, ...errors } }),
  editThread: endpoint({
    method: 'PATCH',
    path: '/api/community/threads/:id',
    params: threadParams,
    body: editThreadRequest,
    responses: { 200: thread, ...errors },
  }),
  deleteThread: endpoint({
    method: 'DELETE',
    path: '/api/community/threads/:id',
    params: threadParams,
    responses: { 204: z.null(), ...errors },
  }),
  moderateThread: endpoint({
    method: 'POST',
    path: '/api/community/threads/:id/moderate',
    params: threadParams,
    body: moderateRequest,
    responses: { 200: thread, ...errors },
  }),
  likeThread: endpoint({
    method: 'POST',
    path: '/api/community/threads/:id/like',
    params: threadParams,
    responses: { 200: likeResponse, ...errors },
  }),
  prayForThread: endpoint({
    method: 'POST',
    path: '/api/community/threads/:id/pray',
    params: threadParams,
    responses: { 200: prayResponse, ...errors },
  }),
  markAnswered: endpoint({
    method: 'POST',
    path: '/api/community/threads/:id/answered',
    params: threadParams,
    body: answerRequest,
    responses: { 200: thread, ...errors },
  }),
  followThread: endpoint({
    method: 'POST',
    path: '/api/community/threads/:id/follow',
    params: threadParams,
    responses: { 200: followResponse, ...errors },
  }),
  unfollowThread: endpoint({
    method: 'DELETE',
    path: '/api/community/threads/:id/follow',
    params: threadParams,
    responses: { 200: followResponse, ...errors },
  }),
  listComments: endpoint({
    method: 'GET',
    path: '/api/community/threads/:id/comments',
    params: threadParams,
    responses: { 200: z.array(comment), ...errors },
  }),
  createComment: endpoint({
    method: 'POST',
    path: '/api/community/threads/:id/comments',
    params: threadParams,
    body: createCommentRequest,
    responses: { 201: z.object({ id: z.string() }), ...errors },
  }),
  memberComments: endpoint({
    method: 'GET',
    path: '/api/users/:id/comments',
    params: memberParams,
    responses: { 200: z.array(memberComment), 400: errorResponse },
  }),
  /** A member's counts are community activity: discussions, replies and prayers. */
  memberStats: endpoint({
    method: 'GET',
    path: '/api/users/:id/stats',
    params: memberParams,
    responses: { 200: memberStats, 400: errorResponse },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/reports',
    body: reportRequest,
    responses: { 201: reportResponse, ...errors, 409: errorResponse },
  }),
  stats: endpoint({ method: 'GET', path: '/api/community/stats', responses: { 200: communityStats } }),
};

const commentParams = z.object({ id: z.uuid(moderationMessages.commentNotFound) });
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin, admins only: the Moderation section (the report queue, per-reply hide/restore/delete). */
export const communityAdminApi = {
  reports: endpoint({ method: 'GET', path: '/api/admin/reports', responses: { 200: reportQueue, ...adminErrors } }),
  resolveReport: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:targetType/:targetId/resolve',
    params: resolveParams,
    body: resolveRequest,
    responses: { 204: z.null(), ...adminErrors },
  }),
  hideComment: endpoint({
    method: 'POST',
    path: '/api/admin/comments/:id/hide',
    params: commentParams,
    responses: { 200: moderatedComment, ...adminErrors },
  }),
  restoreComment: endpoint({
    method: 'POST',
    path: '/api/admin/comments/:id/restore',
    params: commentParams,
    responses: { 200: moderatedComment, ...adminErrors },
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/admin/comments/:id',
    params: commentParams,
    responses: { 204: z.null(), ...adminErrors },
  }),
};
