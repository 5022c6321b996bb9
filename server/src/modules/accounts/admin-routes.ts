import { z } from 'zod';
import { adminUser, adminUserPage, adminUsersQuery, peopleMessages, roleRequest } from '@selah/contracts/admin-people';
import { errorResponse } from '@selah/contracts/common';
import { staffTwoStepSetting, twoStepMessages } from '@selah/contracts/two-step';
import { conflict } from '../../platform/http/errors.ts';
import { deletePersonRequest } from '@selah/contracts/member-data';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from './guards.ts';
import type { AccountsModuleService } from './module-service.ts';

const idParams = z.object({ id: z.uuid(peopleMessages.userNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin, admins only: the People section (find members, roles, suspend and restore). */
export const accountsAdminRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  const { people, twoStep, memberData } = service;
  app.get('/users', { schema: { querystring: adminUsersQuery, response: { 200: adminUserPage, ...errors } } }, (request) =>
    people.list(request.query),
  );
  app.put(
    '/users/:id/role',
    { schema: { params: idParams, body: roleRequest, response: { 200: adminUser, ...errors } } },
    async (request) => people.setRole(await requireRole(request, 'admin'), request.params.id, request.body.role),
  );
  app.post('/users/:id/suspend', { schema: { params: idParams, response: { 200: adminUser, ...errors } } }, async (request) =>
    people.suspend(await requireRole(request, 'admin'), request.params.id),
  );
  app.post('/users/:id/restore', { schema: { params: idParams, response: { 200: adminUser, ...errors } } }, async (request) =>
    people.restore(await requireRole(request, 'admin'), request.params.id),
  );
  // A member who lost their phone, their passkeys and their recovery codes (audited; they set it up again).
  app.post(
    '/users/:id/two-step/reset',
    { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const by = await requireRole(request, 'admin');
      if (!(await twoStep.reset(by, { id: request.params.id }))) throw conflict(twoStepMessages.nothingToReset, 'two_step_off');
      return reply.status(204).send(null);
    },
  );
  // The console's "staff must use two-step sign-in".
  app.get('/two-step', { schema: { response: { 200: staffTwoStepSetting, ...errors } } }, () => twoStep.staffRule());
  app.put('/two-step', { schema: { body: staffTwoStepSetting, response: { 200: staffTwoStepSetting, ...errors } } }, async (request) =>
    twoStep.setStaffRule(await requireRole(request, 'admin'), request.body.staffRequired),
  );
  // A member asked the station to delete their account (decision 021): why is written in the audit log.
  app.delete(
    '/users/:id',
    { schema: { params: idParams, body: deletePersonRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await memberData.deleteByAdmin(await requireRole(request, 'admin'), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );
};
