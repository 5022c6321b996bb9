import crypto from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { deliveryMessages as m, type MailField, type MailStatus } from '@selah/contracts/admin-delivery';
import type { Db } from '../../db/client.ts';
import { conflict } from '../http/errors.ts';
import { lazyPackage } from '../lazy-package.ts';
import type { Settings } from '../settings/settings.ts';
import { systemClock, type Clock } from '../time/clock.ts';
import type { Mail } from './mail.ts';
import { insertOutboxMail, markOutboxFailed, markOutboxSent, outboxState } from './outbox.repo.ts';
import { describeSmtpUrl, mailSettingsPart, smtpFailure } from './smtp-settings.ts';

export type { Mail };
export { describeSmtpUrl, mailSettingsPart, smtpFailure, type MailSettings } from './smtp-settings.ts';

const loadNodemailer = lazyPackage<typeof nodemailer>('nodemailer');

/** Sends the station's mail. Every mail is kept in the outbox, whatever delivers it. */
export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>;
  /** Whether mail reaches people: SMTP set up and the last delivery not failing. */
  status(): Promise<MailStatus>;
  close(): Promise<void>;
}

const DEFAULT_FROM = 'Selah <no-reply@localhost>';

/** A From without a name of its own carries the station's: people see who wrote, not an address. */
export function fromWithName(from: string, name: string | null): string | { name: string; address: string } {
  return name && !from.includes('<') ? { name, address: from } : from;
}

/** Waiting mail and the last delivery's outcome, as the console shows them. */
async function outboxStatus(db: Db, configured: boolean): Promise<MailStatus> {
  const { waiting, last } = await outboxState(db);
  const failing = last?.status === 'failed';
  // An old server's failure is not news once the server is cleared.
  return { configured, delivering: configured && !failing, waiting, lastError: configured && failing ? (last?.error ?? null) : null };
}

async function deliver(
  db: Db,
  transport: Transporter,
  from: string | { name: string; address: string },
  mail: Mail,
  id: string,
  now: () => Date,
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
    await markOutboxSent(db, id, now());
  } catch (err) {
    // The person's request still succeeded; the team sees the failure in the outbox.
    await markOutboxFailed(db, id, err instanceof Error ? err.message : String(err));
  }
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
    private readonly clock: Clock = systemClock,
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
    if (target) {
      const from = fromWithName(target.from, await this.senderName());
      await deliver(this.db, this.transportFor(target), from, mail, id, () => this.clock.now());
    }
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
      await markOutboxSent(this.db, id, this.clock.now());
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

/** The station's mailer: SMTP_URL, else the console's server, else the outbox alone. */
export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string | undefined },
  db: Db,
  settings: Settings,
  clock: Clock,
): StationMailer {
  return new StationMailer(db, config, settings, clock);
}
