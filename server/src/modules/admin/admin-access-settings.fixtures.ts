import { mailOutbox } from '../../db/schema/accounts.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { staff, adminOnly, type Row } from './admin-access.fixtures.ts';
import { pngUpload, newMessage } from './admin-access-targets.fixtures.ts';
/** The mail server the mail test row starts, closed after the file (closeSmtp). */
export let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
export const closeSmtp = async () => {
  await smtp?.close();
  smtp = undefined;
};

export const adminRoutesSettings: Row[] = [
  // Each DJ's own key for the live mount (the rows run in order: made, then revoked).
  { method: 'GET', route: '/api/admin/radio/source-key', roles: staff, ok: 200 },
  { method: 'POST', route: '/api/admin/radio/source-key', roles: staff, ok: 200 },
  { method: 'DELETE', route: '/api/admin/radio/source-key', roles: staff, ok: 204 },
  {
    method: 'PUT',
    route: '/api/admin/radio/source-password',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { password: 'a-source-password' } }),
  },
  { method: 'DELETE', route: '/api/admin/radio/source-password', roles: adminOnly, ok: 200 },
  { method: 'DELETE', route: '/api/admin/demo', roles: adminOnly, ok: 204 },
  { method: 'GET', route: '/api/admin/time-zone', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/time-zone',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { zone: 'America/Chicago' } }),
  },
  { method: 'GET', route: '/api/admin/mail', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/mail',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { host: 'smtp.example.org', port: 587, user: 'radio', password: 'p', from: 'radio@example.org' } }),
  },
  { method: 'DELETE', route: '/api/admin/mail', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/mail/test',
    roles: adminOnly,
    ok: 200,
    request: async ({ t, admin }) => {
      smtp ??= await startSmtpCapture();
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/mail',
        headers: admin.auth,
        payload: { host: '127.0.0.1', port: smtp.port, from: 'radio@example.org' },
      });
      return { payload: { to: 'access@example.org' } };
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/settings',
    roles: adminOnly,
    ok: 200,
    request: async ({ t, admin }) => {
      const { station } = (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json<{ station: object }>();
      return { payload: { station: { ...station, tagline: 'Access check' } } };
    },
  },
  {
    method: 'POST',
    route: '/api/admin/settings/images',
    roles: adminOnly,
    ok: 201,
    request: async () => ({ url: '/api/admin/settings/images', multipart: await pngUpload() }),
  },
  { method: 'GET', route: '/api/admin/inbox/counts', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/inbox/:kind', roles: adminOnly, ok: 200, request: async () => ({ url: '/api/admin/inbox/contact' }) },
  {
    method: 'GET',
    route: '/api/admin/inbox/:kind/:id',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/inbox/contact/${await newMessage(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:kind/:id/handled',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/inbox/contact/${await newMessage(ctx)}/handled` }),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:kind/:id/reopen',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/inbox/contact/${await newMessage(ctx)}/reopen` }),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:kind/:id/reply',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({
      url: `/api/admin/inbox/contact/${await newMessage(ctx)}/reply`,
      payload: { subject: 'Re: access check', message: 'Thank you for writing.' },
    }),
  },
  { method: 'GET', route: '/api/admin/inbox/newsletter', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/inbox/newsletter.csv', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/inbox/outbox', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/inbox/outbox/:id/resend',
    roles: adminOnly,
    ok: 201,
    request: async ({ t }) => {
      const [mail] = await t.app.db
        .insert(mailOutbox)
        .values({ toAddress: 'a@example.org', subject: 'Hi', bodyText: 'x', status: 'failed' })
        .returning();
      return { url: `/api/admin/inbox/outbox/${mail!.id}/resend` };
    },
  },
];
