import { z } from 'zod';
import { adminUser, adminUserPage, adminUsersQuery, peopleMessages, roleRequest } from './admin-people.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { deletePersonRequest } from './member-data.ts';
import { staffTwoStepSetting } from './two-step.ts';

/** A member's id in the console's paths. */
export const userParams = z.object({ id: z.uuid(peopleMessages.userNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The console's People section (admins): find members, roles, suspend and restore, two-step and deletion. */
export const accountsAdminApi = {
  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuery,
    responses: { 200: adminUserPage, ...errors },
  }),
  setRole: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    params: userParams,
    body: roleRequest,
    responses: { 200: adminUser, ...errors },
  }),
  suspend: endpoint({ method: 'POST', path: '/api/admin/users/:id/suspend', params: userParams, responses: { 200: adminUser, ...errors } }),
  restore: endpoint({ method: 'POST', path: '/api/admin/users/:id/restore', params: userParams, responses: { 200: adminUser, ...errors } }),
  /** A member who lost their phone, their passkeys and their recovery codes (audited; they set it up again). */
  resetTwoStep: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/two-step/reset',
    params: userParams,
    responses: { 204: z.null(), ...errors },
  }),
  /** The console's "staff must use two-step sign-in". */
  staffTwoStep: endpoint({ method: 'GET', path: '/api/admin/two-step', responses: { 200: staffTwoStepSetting, ...errors } }),
  setStaffTwoStep: endpoint({
    method: 'PUT',
    path: '/api/admin/two-step',
    body: staffTwoStepSetting,
    responses: { 200: staffTwoStepSetting, ...errors },
  }),
  /** A member asked the station to delete their account (decision 021): the reason goes in the audit log. */
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: userParams,
    body: deletePersonRequest,
    responses: { 204: z.null(), ...errors },
  }),
};
