import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  blockResponse,
  conversationList,
  conversationPage,
  conversationParams,
  conversationQuery,
  directMessage,
  followState,
  messageIdParams,
  messageReportRequest,
  messageReportResponse,
  publicProfile,
  readResponse,
  reportedMessages,
  reportIdParams,
  resolveMessageReport,
  sendMessageRequest,
  teamAccounts,
  unreadMessages,
  userIdParams,
} from './messages.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Direct messages (only the signed-in member's own conversations), members' profiles, following and blocking. */
export const messagesApi = {
  send: endpoint({ method: 'POST', path: '/api/messages', body: sendMessageRequest, responses: { 201: directMessage, ...errors } }),
  conversations: endpoint({ method: 'GET', path: '/api/messages/conversations', responses: { 200: conversationList, ...errors } }),
  unreadCount: endpoint({ method: 'GET', path: '/api/messages/unread-count', responses: { 200: unreadMessages, ...errors } }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/messages/conversations/:userId',
    params: conversationParams,
    query: conversationQuery,
    responses: { 200: conversationPage, ...errors },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/messages/conversations/:userId/read',
    params: conversationParams,
    responses: { 200: readResponse, ...errors },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/messages/:id/report',
    params: messageIdParams,
    body: messageReportRequest,
    responses: { 201: messageReportResponse, ...errors, 409: errorResponse },
  }),
  profile: endpoint({ method: 'GET', path: '/api/users/:id', params: userIdParams, responses: { 200: publicProfile, ...errors } }),
  follow: endpoint({ method: 'POST', path: '/api/users/:id/follow', params: userIdParams, responses: { 200: followState, ...errors } }),
  unfollow: endpoint({ method: 'DELETE', path: '/api/users/:id/follow', params: userIdParams, responses: { 200: followState, ...errors } }),
  block: endpoint({ method: 'POST', path: '/api/users/:id/block', params: userIdParams, responses: { 200: blockResponse, ...errors } }),
  unblock: endpoint({ method: 'DELETE', path: '/api/users/:id/block', params: userIdParams, responses: { 200: blockResponse, ...errors } }),
  teamAccounts: endpoint({ method: 'GET', path: '/api/team/accounts', responses: { 200: teamAccounts } }),
  /** Under /api/admin, admins only: reported messages (never any other private message). */
  reports: endpoint({ method: 'GET', path: '/api/admin/messages/reports', responses: { 200: reportedMessages, ...adminErrors } }),
  resolveReport: endpoint({
    method: 'POST',
    path: '/api/admin/messages/reports/:id/resolve',
    params: reportIdParams,
    body: resolveMessageReport,
    responses: { 204: z.null(), ...adminErrors },
  }),
};
