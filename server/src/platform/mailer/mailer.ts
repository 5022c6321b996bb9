import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyPackage } from '../lazy-package.ts';

const loadNodemailer = lazyPackage<typeof nodemailer>('nodemailer');
import type { Db } from '../../db/client.ts';
import { insertOutboxMail, markOutboxFailed, markOutboxSent } from './outbox.repo.ts';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** An HTML alternative to the text part. */
  html?: string;
  /** Extra headers (List-Unsubscribe…), kept in the outbox with the mail. */
  headers?: Record<string, string>;
}

/** Sends the station's mail. Every mail is kept in the outbox, whatever delivers it. */
export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** The default: mail is kept in the outbox for the station team to read. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<{ id: string }> {
    return { id: await insertOutboxMail(this.db, mail) };
  }

  async close(): Promise<void> {}
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
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await markOutboxSent(this.db, id, new Date());
    } catch (err) {
      // The person's request still succeeded; the team sees the failure in the outbox.
      await markOutboxFailed(this.db, id, err instanceof Error ? err.message : String(err));
    }
    return { id };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, the outbox otherwise. */
export function createMailer(config: { smtpUrl: string | undefined; mailFrom: string | undefined }, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(db, config.smtpUrl, config.mailFrom ?? 'Selah <no-reply@localhost>') : new OutboxMailer(db);
}
