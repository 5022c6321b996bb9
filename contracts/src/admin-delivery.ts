import { z } from 'zod';

/**
 * "A station of its own", the console's part: outgoing mail, the Stripe keys, what receipts say
 * and the giving funds, set by the station's admins (the environment still wins where set).
 */
export const deliveryMessages = {
  hostBlank: 'Enter the mail server’s address, such as smtp.example.org.',
  hostInvalid: 'The mail server’s address is a host name such as smtp.example.org, without spaces or “smtp://”.',
  portInvalid: 'The port is a number from 1 to 65535 (587 for STARTTLS, 465 for TLS).',
  fromInvalid: 'The From address must be an email address, such as radio@example.org or “Harvest Light <radio@example.org>”.',
  toInvalid: 'Enter the email address the test should go to.',
  mailFromEnvironment: 'The mail server is set by SMTP_URL on the server: change it there, or remove it to set the server here.',
  mailNotConfigured: 'Mail is not set up yet: fill in the mail server and save it first.',
  mailAuthRefused: (answer: string) =>
    `The mail server refused the login: ${answer}. Check the user name and password (some providers need an app password).`,
  mailRecipientRefused: (answer: string) => `The mail server refused the message: ${answer}.`,
  mailUnreachable: (where: string, why: string) =>
    `Could not reach the mail server at ${where}: ${why}. Check the address, port and TLS setting.`,
  mailFailed: (answer: string) => `The mail server did not take the message: ${answer}.`,
  mailTestSent: (to: string, answer: string) => `The mail server accepted the test email for ${to} (${answer}).`,

  stripeFromEnvironment:
    'The Stripe keys are set by STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET on the server: change them there.',
  publishableInvalid: 'A publishable key starts with pk_test_ or pk_live_. Find it in Stripe under Developers → API keys.',
  publishableIsSecret: 'That is a secret key (sk_ or rk_): it belongs in the secret key field. The publishable key starts with pk_.',
  secretIsPublishable:
    'That is a publishable key (pk_…), not a secret key. The secret key starts with sk_ (or rk_ for a restricted key): Stripe shows it under Developers → API keys → Secret key.',
  secretInvalid: 'A secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_. Find it in Stripe under Developers → API keys.',
  secretMissing: 'Enter the secret key (sk_test_… or sk_live_…).',
  webhookInvalid: 'A webhook signing secret starts with whsec_. Stripe shows it on the webhook endpoint’s page under “Signing secret”.',
  webhookMissing: 'Enter the webhook signing secret (whsec_…).',
  modesMixed: 'One key is a test key and the other a live key: use both keys from the same mode.',
  stripeRefused: (answer: string) => `Stripe did not accept the secret key: ${answer}. Nothing was saved.`,
  stripeUnreachable: (why: string) =>
    `Stripe could not be reached to check the key (${why}). The keys are saved; gifts will fail until Stripe accepts them.`,
  stripeChecked: (mode: 'test' | 'live') => `Stripe accepted the secret key (${mode} mode).`,

  legalNameBlank: 'Enter the organisation’s legal name as registered.',
  fundNameBlank: 'Give the fund a name.',
  fundNameTaken: (name: string) => `There is already a fund called “${name}”. Choose another name.`,
  fundNotFound: 'That fund does not exist.',
  fundHasGifts: (name: string) => `“${name}” has received gifts, so it cannot be deleted: archive it instead.`,
  lastFund: 'The donate page needs at least one open fund: add another before archiving this one.',
} as const;

/** A field the environment sets: the console shows it read-only. */
export const mailField = z.enum(['host', 'port', 'secure', 'user', 'password', 'from']);
export type MailField = z.infer<typeof mailField>;

export const mailStatus = z.object({
  /** SMTP is set up (environment or console). */
  configured: z.boolean(),
  /** Configured and the last delivery did not fail: mail reaches people. */
  delivering: z.boolean(),
  /** Mail kept in the outbox or failed: not delivered. */
  waiting: z.number().int(),
  /** The last delivery's error, when it failed. */
  lastError: z.string().nullable(),
});
export type MailStatus = z.infer<typeof mailStatus>;

export const mailSettingsResponse = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  user: z.string(),
  /** Whether a password is stored; the password itself never leaves the server. */
  passwordSet: z.boolean(),
  from: z.string(),
  /** The fields SMTP_URL or MAIL_FROM set. */
  fromEnvironment: z.array(mailField),
  status: mailStatus,
});
export type MailSettingsResponse = z.infer<typeof mailSettingsResponse>;

const hostName = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]+\]$/;
/** "Name <address>" or a bare address. */
const fromAddress = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/;

export const mailSettingsRequest = z.object({
  /** Blank only when SMTP_URL sets the server (the server says so otherwise). */
  host: z
    .string({ error: deliveryMessages.hostBlank })
    .trim()
    .max(253, deliveryMessages.hostInvalid)
    .refine((v) => v === '' || hostName.test(v), deliveryMessages.hostInvalid)
    .default(''),
  port: z.coerce
    .number({ error: deliveryMessages.portInvalid })
    .int(deliveryMessages.portInvalid)
    .min(1, deliveryMessages.portInvalid)
    .max(65535, deliveryMessages.portInvalid),
  secure: z.boolean().default(false),
  user: z.string().trim().max(254).default(''),
  /** Sent only when someone types a new one; an empty string clears it. */
  password: z.string().max(500).optional(),
  from: z.string().trim().max(254).regex(fromAddress, deliveryMessages.fromInvalid).or(z.literal('')).default(''),
});
export type MailSettingsRequest = z.input<typeof mailSettingsRequest>;

export const mailTestRequest = z.object({
  to: z.string({ error: deliveryMessages.toInvalid }).trim().max(254).email(deliveryMessages.toInvalid),
});
export const mailTestResponse = z.object({ message: z.string() });

export const stripeSettingsResponse = z.object({
  publishableKey: z.string(),
  secretKeySet: z.boolean(),
  webhookSecretSet: z.boolean(),
  /** The STRIPE_* variables set the keys: read-only here. */
  fromEnvironment: z.boolean(),
  processor: z.enum(['test', 'stripe']),
  testMode: z.boolean(),
  /** The check against Stripe's API when the keys were just saved. */
  check: z.object({ ok: z.boolean().nullable(), message: z.string() }).optional(),
});
export type StripeSettingsResponse = z.infer<typeof stripeSettingsResponse>;

export const stripeSettingsRequest = z.object({
  publishableKey: z.string().trim().max(300),
  /** Sent only when someone types a new one. */
  secretKey: z.string().trim().max(300).optional(),
  webhookSecret: z.string().trim().max(300).optional(),
});
export type StripeSettingsRequest = z.input<typeof stripeSettingsRequest>;

export const receiptSettings = z.object({
  legalName: z.string({ error: deliveryMessages.legalNameBlank }).trim().min(1, deliveryMessages.legalNameBlank).max(200),
  taxId: z.string().trim().max(40).default(''),
  address: z.string().trim().max(300).default(''),
  taxStatus: z.string().trim().max(500).default(''),
});
export type ReceiptSettings = z.input<typeof receiptSettings>;
export const receiptSettingsResponse = receiptSettings.extend({
  /** Saved in the console (else the values come from content/giving.json). */
  saved: z.boolean(),
});

export const adminFund = z.object({
  id: z.string(),
  name: z.string(),
  archived: z.boolean(),
  giftCount: z.number().int(),
});
export type AdminFund = z.infer<typeof adminFund>;
export const adminFundList = z.object({ funds: z.array(adminFund) });
const fundName = z.string({ error: deliveryMessages.fundNameBlank }).trim().min(1, deliveryMessages.fundNameBlank).max(60);
export const fundCreate = z.object({ name: fundName });
export const fundUpdate = z.object({ name: fundName.optional(), archived: z.boolean().optional() });
export type FundUpdate = z.infer<typeof fundUpdate>;
export const fundParams = z.object({ id: z.string().max(80) });
