import { mailApi as api } from '@selah/contracts/mail-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { MailService } from './mail.service.ts';

/** Under /api/admin (admins): the mail server, clearing it, and a test email that reports the server's answer. */
export const mailAdminRoutes: ModuleRoutes<MailService> = async (app, { service }) => {
  route(app, api.settings, () => service.view());
  route(app, api.save, async (request) => service.save(request.body, await requireUser(request)));
  route(app, api.clear, async (request) => service.clear(await requireUser(request)));
  route(app, api.test, { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } }, async (request) =>
    service.test(request.body.to, await requireUser(request)),
  );
};
