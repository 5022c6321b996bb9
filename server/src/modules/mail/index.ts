import { defineModule } from '../../platform/module.ts';
import { mailAdminRoutes } from './admin-routes.ts';
import { createMailService, type MailService } from './mail.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    mail: MailService;
  }
}

export type { MailService };

/** Outgoing mail in the console: the SMTP server (SMTP_URL wins), a test email, and whether mail is delivered. */
export const mailModule = defineModule<MailService>({
  name: 'mail',
  service: (ctx) => {
    const site = ctx.use('site');
    return createMailService({
      mailer: ctx.mailer,
      settings: ctx.settings,
      audit: ctx.audit,
      stationName: async () => (await site.station().catch(() => null))?.name ?? 'the station',
    });
  },
  adminRoutes: mailAdminRoutes,
  checklist: async ({ mailer }) => {
    const status = await mailer.status();
    if (status.delivering) return [];
    const waiting = `${status.waiting} ${status.waiting === 1 ? 'message waits' : 'messages wait'} in the outbox`;
    return [
      {
        id: 'mail',
        done: false,
        title: `Mail is not being delivered — ${waiting}`,
        detail: status.configured
          ? `The last delivery failed${status.lastError ? `: ${status.lastError}` : ''}. Check the mail server and send a test email.`
          : 'Password resets, receipts and replies stay in the outbox until the station has a mail server.',
        href: '/admin/delivery#mail',
        action: 'Set up mail',
      },
    ];
  },
});
