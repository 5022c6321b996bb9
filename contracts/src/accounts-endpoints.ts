import { z } from 'zod';
import {
  authResponse,
  loginRequest,
  passwordResetConfirm,
  passwordResetRequest,
  profileUpdateRequest,
  publicUser,
  sessionIdParams,
  sessionList,
  signupRequest,
} from './accounts.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { accountDeleted, deleteAccountRequest, memberExport } from './member-data.ts';
import { secondStepRequired } from './passkeys.ts';
import { fileParams } from './site-endpoints.ts';

/** What a signed-in member's own calls may answer besides success. */
export const memberErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

/** A member's own account: signing up and in, their profile, sessions, password reset and their data. */
export const accountsApi = {
  signup: endpoint({ method: 'POST', path: '/api/auth/signup', body: signupRequest, responses: { 201: authResponse, ...memberErrors } }),
  /** A 401 with `otp_required` names the second steps the account has (after the right password only). */
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginRequest,
    responses: { 200: authResponse, ...memberErrors, 401: secondStepRequired },
  }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', responses: { 200: publicUser, 401: errorResponse } }),
  sessions: endpoint({ method: 'GET', path: '/api/auth/sessions', responses: { 200: sessionList, 401: errorResponse } }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    params: sessionIdParams,
    responses: { 204: z.null(), 400: errorResponse, 401: errorResponse, 404: errorResponse },
  }),
  /** Signs out every device but this one. */
  endOtherSessions: endpoint({
    method: 'DELETE',
    path: '/api/auth/sessions',
    responses: { 200: z.object({ ended: z.number().int() }), 401: errorResponse },
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/auth/profile',
    body: profileUpdateRequest,
    responses: { 200: publicUser, ...memberErrors },
  }),
  /** The photo as the form's `avatar` file. */
  uploadAvatar: endpoint({ method: 'POST', path: '/api/auth/avatar', body: 'multipart', responses: { 200: publicUser, ...memberErrors } }),
  /** A stored avatar (its name changes with each upload, so it is cached for good). */
  avatarFile: endpoint({
    method: 'GET',
    path: '/media/avatars/:file',
    params: fileParams,
    responses: { 404: errorResponse },
    produces: 'image/webp',
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', responses: { 204: z.null(), 401: errorResponse } }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetRequest,
    responses: { 202: z.object({ message: z.string() }), ...memberErrors },
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    body: passwordResetConfirm,
    responses: { 200: authResponse, ...memberErrors },
  }),
  /** Everything the member gave the station, saved as a file (my-data-<station day>.json). */
  exportData: endpoint({
    method: 'GET',
    path: '/api/auth/export',
    responses: { 200: memberExport, 401: errorResponse, 429: errorResponse },
    produces: 'application/json',
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/auth/account',
    body: deleteAccountRequest,
    responses: { 200: accountDeleted, ...memberErrors },
  }),
};
