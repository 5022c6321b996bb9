import { auditPage, auditQuery } from './admin.ts';
import { adminUserDetail, checklist, dashboard } from './admin-people.ts';
import { userParams } from './accounts-admin-endpoints.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The console (admins): the audit log of every console action, the dashboard, its checklist, a member's page. */
export const adminApi = {
  audit: endpoint({ method: 'GET', path: '/api/admin/audit', query: auditQuery, responses: { 200: auditPage, ...errors } }),
  dashboard: endpoint({ method: 'GET', path: '/api/admin/dashboard', responses: { 200: dashboard, ...errors } }),
  checklist: endpoint({ method: 'GET', path: '/api/admin/checklist', responses: { 200: checklist, ...errors } }),
  /** One member with their latest posts and the reports they sent. */
  member: endpoint({ method: 'GET', path: '/api/admin/users/:id', params: userParams, responses: { 200: adminUserDetail, ...errors } }),
};
