import { z } from 'zod';
import { deliveryMessages as m } from '@selah/contracts/admin-delivery';
import { HttpError } from '../http/errors.ts';
import { settingsPart } from '../settings/settings.ts';

/** The mail server set in the console; the password sealed at rest, never answered. */
export const mailSettingsPart = settingsPart({
  key: 'mail.smtp',
  schema: z.object({
    host: z.string(),
    port: z.number().int(),
    secure: z.boolean(),
    user: z.string(),
    password: z.string().optional(),
    from: z.string(),
  }),
  secrets: ['password'],
});
export type MailSettings = z.infer<typeof mailSettingsPart.schema>;

/** What SMTP_URL says, for the console (never its password). */
export function describeSmtpUrl(url: string): { host: string; port: number; secure: boolean; user: string; passwordSet: boolean } {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    user: decodeURIComponent(u.username),
    passwordSet: u.password !== '',
  };
}

/** A nodemailer error as a sentence for the admin: the server's own answer where it gave one. */
export function smtpFailure(err: unknown, where: string): HttpError {
  const e = (err ?? {}) as { code?: string; response?: string; responseCode?: number; message?: string };
  const answer = (e.response ?? e.message ?? String(err)).replace(/\s+/g, ' ').trim().slice(0, 300);
  if (e.code === 'EAUTH') return new HttpError(400, m.mailAuthRefused(answer), 'mail_auth_refused');
  if (e.code === 'EENVELOPE') return new HttpError(400, m.mailRecipientRefused(answer), 'mail_refused');
  if (e.code && ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL'].includes(e.code)) {
    return new HttpError(502, m.mailUnreachable(where, (e.message ?? answer).slice(0, 200)), 'mail_unreachable');
  }
  return new HttpError(502, m.mailFailed(answer), 'mail_failed');
}
