import { z } from 'zod';
import { auditPage, auditQuery } from '@selah/contracts/admin';
import { adminUserDetail, checklist, dashboard, peopleMessages } from '@selah/contracts/admin-people';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AdminService } from './admin.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Under /api/admin, admins only: the audit log of every console action, the dashboard, a member's page. */
export const adminAdminRoutes: ModuleRoutes<AdminService> = async (app, { service }) => {
  app.get('/audit', { schema: { querystring: auditQuery, response: { 200: auditPage, ...errors } } }, (request) =>
    service.audit(request.query),
  );
  app.get('/dashboard', { schema: { response: { 200: dashboard, ...errors } } }, () => service.dashboard());
  app.get('/checklist', { schema: { response: { 200: checklist, ...errors } } }, () => service.checklist());
  app.get(
    '/users/:id',
    { schema: { params: z.object({ id: z.uuid(peopleMessages.userNotFound) }), response: { 200: adminUserDetail, ...errors } } },
    (request) => service.member(request.params.id),
  );
};
