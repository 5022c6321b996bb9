import { z } from 'zod';
import { imageKinds, imageUploadResponse, settingsPatch } from './admin-site.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { aboutContent, legalPage, pricedPackage, sponsorProfile, teamMember } from './site-content.ts';
import { stationInfo } from './station.ts';

/** The settings as stored (seeded content may predate the console's stricter rules). */
export const storedSettings = z.object({
  station: stationInfo,
  sponsors: z.array(sponsorProfile),
  team: z.array(teamMember),
  sponsorPackages: z.array(pricedPackage),
  adPackages: z.array(pricedPackage),
  about: aboutContent,
  legal: z.record(z.string(), legalPage),
});
export type StoredSettings = z.infer<typeof storedSettings>;

// Dates leave as ISO strings (JSON.stringify of a Date).
const isoDate = z.union([z.date(), z.string()]);
/** One form as it was sent (GET /api/admin/forms/:kind), every field of its row. */
export const formSubmission = z.looseObject({ id: z.string(), createdAt: isoDate });
/** A mail in the outbox as stored (GET /api/admin/outbox). */
export const storedMail = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse };
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** The console's station settings (admins), the logos and photos they show, and the forms and outbox as stored. */
export const siteAdminApi = {
  settings: endpoint({ method: 'GET', path: '/api/admin/settings', responses: { 200: storedSettings, ...errors } }),
  /** Saves one or more parts of the settings. */
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/admin/settings',
    body: settingsPatch,
    responses: { 200: storedSettings, ...errors },
  }),
  /** A logo or photo as the form's `image` file; answers its address to put in the settings. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/admin/settings/images',
    query: z.object({ kind: z.enum(imageKinds).default('photo') }),
    body: 'multipart',
    responses: { 201: imageUploadResponse, ...errors },
  }),
  forms: endpoint({
    method: 'GET',
    path: '/api/admin/forms/:kind',
    params: z.object({ kind: z.enum(['contact', 'sponsor-inquiries', 'ad-orders', 'newsletter']) }),
    query: limitQuery,
    responses: { 200: z.array(formSubmission), ...adminErrors },
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    query: limitQuery,
    responses: { 200: z.array(storedMail), ...adminErrors },
  }),
};
