import { mailSettingsRequest, mailSettingsResponse, mailTestRequest, mailTestResponse } from './admin-delivery.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 502: errorResponse };

/** The console's mail server (admins): saved, cleared, and a test email that reports the server's answer. */
export const mailApi = {
  settings: endpoint({ method: 'GET', path: '/api/admin/mail', responses: { 200: mailSettingsResponse, ...errors } }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/mail',
    body: mailSettingsRequest,
    responses: { 200: mailSettingsResponse, ...errors },
  }),
  clear: endpoint({ method: 'DELETE', path: '/api/admin/mail', responses: { 200: mailSettingsResponse, ...errors } }),
  test: endpoint({ method: 'POST', path: '/api/admin/mail/test', body: mailTestRequest, responses: { 200: mailTestResponse, ...errors } }),
};
