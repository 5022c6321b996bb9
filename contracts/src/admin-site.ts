import { z } from 'zod';

// Field names and image uploads are shared with the setup wizard; they are in their own files.
export * from './field-labels.ts';
export * from './images.ts';
import { fieldLabels as l } from './field-labels.ts';
import { aboutContent, legalPage, pricedPackage, sponsorProfile, teamMember } from './site-content.ts';
import { accentColour, stationInfo } from './station.ts';

/** The inbox's own words around what people sent (the console shows them in its language). */
export const inboxLabels = {
  reason: 'Reason',
  phone: 'Phone',
  organization: 'Organization',
  website: 'Website',
  package: 'Package',
  sponsorship: (organization: string) => `Sponsorship: ${organization}`,
  advertising: (packageType: string) => `Advertising: ${packageType}`,
} as const;

/** Sentences of the console's station settings, inbox and outbox, and giving sections. */
export const adminSiteMessages = {
  nameRequired: 'The station needs a name.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  badEmail: 'Please enter a valid email address, or leave it empty.',
  badLink: 'Links must start with https:// or http://.',
  badImage: 'Pictures must be ones uploaded here (their address starts with /media/site/).',
  duplicateId: 'Two entries share the same id; each needs its own.',
  badId: 'An id is made of small letters, digits and dashes, like "grace-ministries".',
  nothingToChange: 'Nothing to change: send at least one part of the settings.',
  imageMissing: 'Please choose an image to upload.',
  imageNotMultipart: 'Please upload the image as a form file named "image".',
  imageTooLarge: 'That image is larger than 5 MB. Please choose a smaller one.',
  imageType: 'Please choose a PNG, JPEG or WebP image.',
  imageBroken: 'That image could not be read; it may be damaged. Please choose another one.',
  imageTooManyPixels: 'That image is too large to process (more than 40 megapixels). Please choose a smaller one.',
  imageBusy: 'Many pictures are being uploaded right now. Please try again in a moment.',
  badKind: 'That part of the inbox does not exist.',
  itemNotFound: 'That message is no longer in the inbox.',
  replySubject: 'Please write a subject for your reply.',
  replyBody: 'Please write your reply.',
  mailNotFound: 'That mail is no longer in the outbox.',
  mailAlreadySent: 'That mail was already delivered; there is nothing to resend.',
} as const;

const m = adminSiteMessages;
const text = (label: string, max: number) => z.string().trim().max(max, m.tooLong(label, max));
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, m.badEmail);
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || v === '#' || /^https?:\/\/\S+$/i.test(v), m.badLink);
const slug = z
  .string()
  .trim()
  .min(1, m.badId)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.badId);
/** An image uploaded through the console (or none). */
export const siteImageUrl = z
  .string()
  .regex(/^\/media\/site\/[0-9a-f-]{36}\.webp$/, m.badImage)
  .optional();

const uniqueIds = <T extends { id: string }>(list: T[]) => new Set(list.map((x) => x.id)).size === list.length;

export const stationIdentityInput = stationInfo.extend({
  name: z.string().trim().min(1, m.nameRequired).max(80, m.tooLong(l.name, 80)),
  shortName: text(l.shortName, 40),
  tagline: text(l.tagline, 120),
  description: text(l.description, 600),
  city: text(l.city, 80).default(''),
  logo: z
    .string()
    .regex(/^\/media\/site\/[0-9a-f-]{36}\.(webp|png)$/, m.badImage)
    .nullable()
    .default(null),
  accent: accentColour.default('#9a3412'),
  contact: z.object({
    email: optionalEmail,
    phone: text(l.phone, 40),
    address: text(l.address, 300),
    hours: text(l.hours, 200),
  }),
  social: z.array(z.object({ name: text(l.network, 40).min(1, 'Name the network.'), url: link })).max(12),
});

export const sponsorInput = sponsorProfile.extend({
  id: slug,
  name: text(l.name, 120).min(1, 'Each sponsor needs a name.'),
  initials: text(l.initials, 4),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written like #9a3412.'),
  description: text(l.description, 2000),
  website: link,
  email: optionalEmail,
  location: text(l.place, 120),
  established: z
    .number({ error: 'Write the year they began, like 1987.' })
    .int('Write the year they began, like 1987.')
    .min(1600, 'Write the year they began, like 1987.')
    .max(2200, 'Write the year they began, like 1987.'),
  focus: z.array(text(l.supportLine, 80)).max(12, 'At most 12 lines of what they support.'),
  testimonial: z.object({ quote: text(l.words, 600), author: text(l.who, 120) }),
  logo: siteImageUrl,
});

export const teamMemberInput = teamMember.extend({
  id: slug,
  name: text(l.name, 120).min(1, 'Each team member needs a name.'),
  role: text(l.role, 120),
  description: text(l.description, 2000),
  email: optionalEmail,
  phone: text(l.phone, 40),
  location: text(l.place, 120),
  photo: siteImageUrl,
});

const packageInput = pricedPackage.extend({
  id: slug,
  name: text(l.name, 80).min(1, 'Each package needs a name.'),
  price: z.number().min(0, 'A price cannot be negative.').max(1_000_000),
  period: text(l.period, 40),
  features: z.array(text(l.feature, 200)).max(20),
});

const idsOnce = { error: m.duplicateId };

/** Everything the station's team edits in Station settings; each key is stored as one row. */
export const stationSettings = z.object({
  station: stationIdentityInput,
  sponsors: z.array(sponsorInput).max(50).refine(uniqueIds, idsOnce),
  team: z.array(teamMemberInput).max(50).refine(uniqueIds, idsOnce),
  sponsorPackages: z.array(packageInput).max(12).refine(uniqueIds, idsOnce),
  adPackages: z.array(packageInput).max(12).refine(uniqueIds, idsOnce),
  about: aboutContent.extend({ mission: text(l.mission, 2000), story: z.array(text(l.paragraph, 4000)).max(20) }),
  legal: z.object({ privacy: legalPage, terms: legalPage }),
});
export type StationSettings = z.infer<typeof stationSettings>;
export type SettingsKey = keyof StationSettings;
export const settingsKeys = Object.keys(stationSettings.shape) as SettingsKey[];

export const settingsPatch = stationSettings.partial().refine((p) => Object.keys(p).length > 0, m.nothingToChange);
export type SettingsPatch = z.input<typeof settingsPatch>;

// Inbox and outbox

export const inboxKinds = ['contact', 'sponsor-inquiries', 'ad-orders'] as const;
export type InboxKind = (typeof inboxKinds)[number];
export const inboxKind = z.enum(inboxKinds, { error: m.badKind });

export const inboxItem = z.object({
  id: z.string(),
  kind: inboxKind,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxQuery = z.object({
  status: z.enum(['new', 'handled', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const inboxCounts = z.object({
  contact: z.number(),
  sponsorInquiries: z.number(),
  adOrders: z.number(),
  total: z.number(),
  newsletter: z.number(),
  outboxFailed: z.number(),
});
export type InboxCounts = z.infer<typeof inboxCounts>;

export const replyRequest = z.object({
  subject: z.string({ error: m.replySubject }).trim().min(1, m.replySubject).max(200, m.tooLong(l.subject, 200)),
  message: z.string({ error: m.replyBody }).trim().min(1, m.replyBody).max(10_000, m.tooLong(l.reply, 10_000)),
});
export type ReplyRequest = z.input<typeof replyRequest>;
export const replyResponse = z.object({ item: inboxItem, mailId: z.string() });

export const subscriber = z.object({ id: z.string(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriber>;

export const outboxStatuses = ['kept', 'sent', 'failed'] as const;
export const outboxMail = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  status: z.enum(outboxStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxQuery = z.object({
  status: z.enum([...outboxStatuses, 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
