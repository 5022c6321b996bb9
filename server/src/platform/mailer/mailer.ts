import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/accounts.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the station's mail. Every mail is kept in the outbox, whatever delivers it. */
export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>;
}

/** The default: mail is kept in the outbox for the station team to read. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<{ id: string }> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text })
      .returning({ id: mailOutbox.id });
    return { id: row!.id };
  }
}

/** SMTP_URL set: kept in the outbox and delivered through SMTP, the outcome recorded. */
export class SmtpMailer implements Mailer {
  private readonly outbox: OutboxMailer;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.outbox = new OutboxMailer(db);
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<{ id: string }> {
    const { id } = await this.outbox.send(mail);
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      // The person's request still succeeded; the team sees the failure in the outbox.
      const message = err instanceof Error ? err.message : String(err);
      await this.db.update(mailOutbox).set({ status: 'failed', error: message.slice(0, 500) }).where(eq(mailOutbox.id, id));
    }
    return { id };
  }

  close(): void {
    this.transport.close();
  }
}

export async function readOutbox(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
