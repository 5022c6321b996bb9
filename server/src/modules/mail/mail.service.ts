import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { deliveryMessages as m, type MailSettingsResponse, type mailSettingsRequest } from '@selah/contracts/admin-delivery';
import type { z } from 'zod';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { describeSmtpUrl, mailSettingsPart, type StationMailer } from '../../platform/mailer/mailer.ts';
import type { Settings } from '../../platform/settings/settings.ts';

/** The audit line of a mail server change: where to, and what became of its password. */
function mailServerSummary(to: { host: string; port: number } | null, password: string | undefined): string {
  if (password === undefined) return to ? said.mailServerSetTo(to.host, to.port) : said.mailServerSet;
  if (password) return to ? said.mailServerToNewPassword(to.host, to.port) : said.mailServerNewPassword;
  return to ? said.mailServerToClearedPassword(to.host, to.port) : said.mailServerClearedPassword;
}

export type MailService = ReturnType<typeof createMailService>;

interface MailDeps {
  mailer: StationMailer;
  settings: Settings;
  audit: Audit;
  stationName(): Promise<string>;
}

/** The console's mail settings: what is set (never the password), saving, clearing and a test email. */
export function createMailService({ mailer, settings, audit, stationName }: MailDeps) {
  const locked = () => mailer.fromEnvironment();

  async function view(): Promise<MailSettingsResponse> {
    const stored = await settings.read(mailSettingsPart);
    const env = mailer.envSmtpUrl ? describeSmtpUrl(mailer.envSmtpUrl) : null;
    const secrets = await settings.secretsSet(mailSettingsPart);
    return {
      host: env?.host ?? stored?.host ?? '',
      port: env?.port ?? stored?.port ?? 587,
      secure: env?.secure ?? stored?.secure ?? false,
      user: env?.user ?? stored?.user ?? '',
      passwordSet: env ? env.passwordSet : secrets.password,
      from: mailer.envMailFrom ?? stored?.from ?? '',
      fromEnvironment: locked(),
      status: await mailer.status(),
    };
  }

  return {
    mailer,
    view,

    async save(input: z.output<typeof mailSettingsRequest>, by: AuditActor): Promise<MailSettingsResponse> {
      const env = locked();
      if (env.includes('host') && env.includes('from')) throw conflict(m.mailFromEnvironment, 'from_environment');
      const before = await settings.read(mailSettingsPart);
      if (env.includes('host')) {
        // SMTP_URL sets the server: only the From address is the console's.
        await settings.write(mailSettingsPart, { ...(before ?? { host: '', port: 587, secure: false, user: '' }), from: input.from });
      } else {
        if (!input.host) throw badRequest(m.hostBlank, { host: m.hostBlank });
        await settings.write(mailSettingsPart, {
          host: input.host,
          port: input.port,
          secure: input.secure,
          user: input.user,
          password: input.password,
          from: env.includes('from') ? (before?.from ?? '') : input.from,
        });
      }
      const after = await settings.read(mailSettingsPart);
      const shown = (s: typeof after) => (s ? { host: s.host, port: s.port, secure: s.secure, user: s.user, from: s.from } : null);
      await audit.record({
        actor: by,
        action: 'delivery.mail.set',
        targetType: 'settings',
        targetId: 'mail',
        summary: mailServerSummary(after?.host ? after : null, input.password),
        before: shown(before),
        after: shown(after),
      });
      return view();
    },

    async clear(by: AuditActor): Promise<MailSettingsResponse> {
      if (locked().includes('host')) throw conflict(m.mailFromEnvironment, 'from_environment');
      await settings.remove(mailSettingsPart);
      await audit.record({
        actor: by,
        action: 'delivery.mail.clear',
        targetType: 'settings',
        targetId: 'mail',
        summary: said.mailCleared,
      });
      return view();
    },

    async test(to: string, by: AuditActor): Promise<{ message: string }> {
      let outcome = 'sent';
      try {
        return { message: await mailer.sendTest(to, await stationName()) };
      } catch (err) {
        outcome = err instanceof Error ? err.message : String(err);
        throw err;
      } finally {
        await audit.record({
          actor: by,
          action: 'delivery.mail.test',
          targetType: 'settings',
          targetId: 'mail',
          summary: `Sent a test email to ${to}: ${outcome}`,
        });
      }
    },
  };
}
