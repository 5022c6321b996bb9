import crypto from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryMessages as m, type MailField, type MailStatus } from '@selah/contracts/admin-delivery';
import { queryRows, type Db } from '../../db/client.ts';
import { HttpError, conflict } from '../http/errors.ts';
import { lazyPackage } from '../lazy-package.ts';
import { settingsPart, type Settings } from '../settings/settings.ts';
import { insertOutboxMail, markOutboxFailed, markOutboxSent } from './outbox.repo.ts';

const loadNodemailer = lazyPackage<typeof nodemailer>('nodemailer');

import type { Mail } from './mail.ts';

export type { Mail };

/** Sends the station's mail. Every mail is kept in the outbox, whatever delivers it. */
export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>;
  /** Whether mail reaches people: SMTP set up and the last delivery not failing. */
  status(): Promise<MailStatus>;
  close(): Promise<void>;
}

const DEFAULT_FROM = 'Selah <no-reply@localhost>';

/** Waiting and the last delivery's outcome, from the outbox. */
async function outboxStatus(db: Db, configured: boolean): Promise<MailStatus> {
  const [counts] = await queryRows<{ waiting: number }>(
    db,
    sql`SELECT count(*)::int AS waiting FROM mail_outbox WHERE status IN ('kept', 'failed')`,
  );
  const [last] = await queryRows<{ status: string; error: string | null }>(
    db,
    sql`SELECT status, error FROM mail_outbox WHERE status IN ('sent', 'failed') ORDER BY coalesce(sent_at, created_at) DESC, created_at DESC LIMIT 1`,
  );
  const failing = last?.status === 'failed';
  return {
    configured,
    delivering: configured && !failing,
    waiting: counts?.waiting ?? 0,
    // An old server's failure is not news once the server is cleared.
    lastError: configured && failing ? (last?.error ?? null) : null,
  };
}

/** The default: mail is kept in the outbox for the station team to read. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<{ id: string }> {
    return { id: await insertOutboxMail(this.db, mail) };
  }

  status(): Promise<MailStatus> {
    return outboxStatus(this.db, false);
  }

  async close(): Promise<void> {}
}

/** A From without a name of its own carries the station's: people see who wrote, not an address. */
export function fromWithName(from: string, name: string | null): string | { name: string; address: string } {
  return name && !from.includes('<') ? { name, address: from } : from;
}

async function deliver(
  db: Db,
  transport: Transporter,
  from: string | { name: string; address: string },
  mail: Mail,
  id: string,
): Promise<void> {
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    await markOutboxSent(db, id, new Date());
  } catch (err) {
    // The person's request still succeeded; the team sees the failure in the outbox.
    await markOutboxFailed(db, id, err instanceof Error ? err.message : String(err));
  }
}

/** SMTP_URL set: kept in the outbox and delivered through SMTP, the outcome recorded. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = loadNodemailer().createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<{ id: string }> {
    const id = await insertOutboxMail(this.db, mail);
    await deliver(this.db, this.transport, this.from, mail, id);
    return { id };
  }

  status(): Promise<MailStatus> {
    return outboxStatus(this.db, true);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

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

interface Target {
  options: string | SMTPTransport.Options;
  from: string;
  /** Where, for messages (host:port). */
  where: string;
}

/** How long a test email waits for the server (a wrong port should answer in seconds, not minutes). */
const TEST_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The station's mailer: SMTP_URL when set, else the server set in the console (read at each send,
 * so a change applies at once on every instance), else the outbox alone. Every mail is kept in
 * the outbox with its outcome.
 */
export class StationMailer implements Mailer {
  private current: { key: string; transport: Transporter } | null = null;
  private senderName: () => Promise<string | null> = async () => null;

  /** The name shown beside the From address (the station's, set by the site module). */
  signAs(name: () => Promise<string | null>): void {
    this.senderName = name;
  }

  constructor(
    private readonly db: Db,
    private readonly env: { smtpUrl: string | undefined; mailFrom: string | undefined },
    private readonly settings: Settings,
  ) {}

  get envSmtpUrl(): string | undefined {
    return this.env.smtpUrl;
  }
  get envMailFrom(): string | undefined {
    return this.env.mailFrom || undefined;
  }

  /** The fields the environment sets (read-only in the console). */
  fromEnvironment(): MailField[] {
    return [
      ...(this.env.smtpUrl ? (['host', 'port', 'secure', 'user', 'password'] as const) : []),
      ...(this.env.mailFrom ? (['from'] as const) : []),
    ];
  }

  private async target(): Promise<Target | null> {
    if (this.env.smtpUrl) {
      const stored = this.env.mailFrom ? null : await this.settings.read(mailSettingsPart);
      const d = describeSmtpUrl(this.env.smtpUrl);
      return { options: this.env.smtpUrl, from: this.env.mailFrom || stored?.from || DEFAULT_FROM, where: `${d.host}:${d.port}` };
    }
    const s = await this.settings.read(mailSettingsPart);
    if (!s?.host) return null;
    return {
      options: {
        host: s.host,
        port: s.port,
        secure: s.secure,
        ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
      },
      from: this.env.mailFrom || s.from || DEFAULT_FROM,
      where: `${s.host}:${s.port}`,
    };
  }

  private transportFor(target: Target): Transporter {
    const key = crypto.createHash('sha256').update(JSON.stringify(target.options)).digest('hex');
    if (this.current?.key !== key) {
      this.current?.transport.close();
      this.current = { key, transport: loadNodemailer().createTransport(target.options) };
    }
    return this.current.transport;
  }

  async send(mail: Mail): Promise<{ id: string }> {
    const id = await insertOutboxMail(this.db, mail);
    const target = await this.target();
    if (target) await deliver(this.db, this.transportFor(target), fromWithName(target.from, await this.senderName()), mail, id);
    return { id };
  }

  async status(): Promise<MailStatus> {
    return outboxStatus(this.db, (await this.target()) !== null);
  }

  /**
   * Sends a test email through the server as set now, on a connection of its own, and answers the
   * server's reply; a refusal is an HttpError whose message quotes the server (never a password).
   */
  async sendTest(to: string, stationName: string): Promise<string> {
    const target = await this.target();
    if (!target) throw conflict(m.mailNotConfigured, 'mail_not_configured');
    const mail: Mail = {
      to,
      subject: `Test email from ${stationName}`,
      text: `This is a test email from ${stationName}'s console. Mail from the station reaches this address.`,
    };
    const id = await insertOutboxMail(this.db, mail);
    const base = typeof target.options === 'string' ? { url: target.options } : target.options;
    const transport = loadNodemailer().createTransport({ ...base, ...TEST_TIMEOUTS } as SMTPTransport.Options);
    try {
      const from = fromWithName(target.from, await this.senderName());
      const info = (await transport.sendMail({ from, to, subject: mail.subject, text: mail.text })) as { response?: string };
      await markOutboxSent(this.db, id, new Date());
      return m.mailTestSent(to, info.response ?? 'OK');
    } catch (err) {
      const failure = smtpFailure(err, target.where);
      await markOutboxFailed(this.db, id, failure.message);
      throw failure;
    } finally {
      transport.close();
    }
  }

  async close(): Promise<void> {
    this.current?.transport.close();
    this.current = null;
  }
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

/** The station's mailer: SMTP_URL, else the console's server, else the outbox alone. */
export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string | undefined },
  db: Db,
  settings: Settings,
): StationMailer {
  return new StationMailer(db, config, settings);
}
