import { errorResponse } from '@selah/contracts/common';
import { mailSettingsRequest, mailSettingsResponse, mailTestRequest, mailTestResponse } from '@selah/contracts/admin-delivery';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { MailService } from './mail.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 502: errorResponse };

/** Under /api/admin (admins): the mail server, clearing it, and a test email that reports the server's answer. */
export const mailAdminRoutes: ModuleRoutes<MailService> = async (app, { service }) => {
  app.get('/mail', { schema: { response: { 200: mailSettingsResponse, ...errors } } }, () => service.view());
  app.put('/mail', { schema: { body: mailSettingsRequest, response: { 200: mailSettingsResponse, ...errors } } }, async (request) =>
    service.save(request.body, await requireUser(request)),
  );
  app.delete('/mail', { schema: { response: { 200: mailSettingsResponse, ...errors } } }, async (request) =>
    service.clear(await requireUser(request)),
  );
  app.post(
    '/mail/test',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { body: mailTestRequest, response: { 200: mailTestResponse, ...errors } },
    },
    async (request) => service.test(request.body.to, await requireUser(request)),
  );
};
