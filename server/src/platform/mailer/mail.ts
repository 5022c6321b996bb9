/** One mail the station sends. */
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
