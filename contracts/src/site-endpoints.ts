import { z } from 'zod';
import { errorResponse, idResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { adOrderRequest, contactRequest, newsletterRequest, sponsorInquiryRequest } from './site.ts';
import { aboutContent, legalPage, legalSlugs, packagesResponse, sponsorProfile, teamMember } from './site-content.ts';
import { stationInfo } from './station.ts';

/** A form answers 201 with the new entry's id, or 200 with the id it already had (the same form sent twice). */
const formResponses = { 201: idResponse, 200: idResponse, 400: errorResponse, 429: errorResponse };
/** The icons the manifest and the page link to, made from the station's logo and colour. */
export const appIconNames = ['icon-192.png', 'icon-512.png', 'maskable-512.png', 'apple-touch-icon.png'] as const;
/** `v` is the version the page's links carry: asked with the current one, an icon is cached for good. */
const versionQuery = z.object({ v: z.string().max(20).optional() });
/** A stored image's file name (/media/…/<name>.webp). */
export const fileParams = z.object({ file: z.string().max(80) });

/** The public site: the station, its sponsors, team and pages, the forms, and its images and icons. */
export const siteApi = {
  station: endpoint({ method: 'GET', path: '/api/station', responses: { 200: stationInfo } }),
  sponsors: endpoint({ method: 'GET', path: '/api/sponsors', responses: { 200: z.array(sponsorProfile) } }),
  sponsor: endpoint({
    method: 'GET',
    path: '/api/sponsors/:id',
    params: z.object({ id: z.string().max(100) }),
    responses: { 200: sponsorProfile, 404: errorResponse },
  }),
  team: endpoint({ method: 'GET', path: '/api/team', responses: { 200: z.array(teamMember) } }),
  packages: endpoint({ method: 'GET', path: '/api/packages', responses: { 200: packagesResponse } }),
  about: endpoint({ method: 'GET', path: '/api/pages/about', responses: { 200: aboutContent } }),
  legal: endpoint({
    method: 'GET',
    path: '/api/pages/legal/:slug',
    params: z.object({ slug: z.enum(legalSlugs) }),
    responses: { 200: legalPage, 404: errorResponse },
  }),
  contact: endpoint({ method: 'POST', path: '/api/contact', body: contactRequest, responses: formResponses }),
  sponsorInquiry: endpoint({ method: 'POST', path: '/api/sponsor-inquiries', body: sponsorInquiryRequest, responses: formResponses }),
  adOrder: endpoint({ method: 'POST', path: '/api/ad-orders', body: adOrderRequest, responses: formResponses }),
  newsletter: endpoint({ method: 'POST', path: '/api/newsletter', body: newsletterRequest, responses: formResponses }),
  /** An uploaded logo or photo; each upload has a new name, so it is cached for good. */
  siteImage: endpoint({
    method: 'GET',
    path: '/media/site/:file',
    params: fileParams,
    responses: { 404: errorResponse },
    produces: 'image/webp',
  }),
  manifest: endpoint({ method: 'GET', path: '/manifest.webmanifest', responses: {}, produces: 'application/manifest+json' }),
  icon: endpoint({
    method: 'GET',
    path: '/icons/:name',
    params: z.object({ name: z.enum(appIconNames) }),
    query: versionQuery,
    responses: {},
    produces: 'image/png',
  }),
  favicon: endpoint({ method: 'GET', path: '/favicon.ico', query: versionQuery, responses: {}, produces: 'image/x-icon' }),
};
