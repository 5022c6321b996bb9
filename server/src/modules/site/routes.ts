import { z } from 'zod';
import { errorResponse, idResponse } from '@selah/contracts/common';
import { adOrderRequest, contactRequest, newsletterRequest, sponsorInquiryRequest } from '@selah/contracts/site';
import { aboutContent, legalPage, legalSlugs, packagesResponse, sponsorProfile, teamMember } from '@selah/contracts/site-content';
import { stationInfo } from '@selah/contracts/station';
import { clientHashOf } from '../../platform/http/client-hash.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { appIconRoutes } from './app-icons-routes.ts';
import { siteImageRoutes } from './settings-routes.ts';
import type { SiteService, Submitted } from './site.service.ts';

/** Five forms per sender per ten minutes: plenty for a person, useless for a spammer. */
const formRateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
const formResponses = { 201: idResponse, 200: idResponse, 400: errorResponse, 429: errorResponse };

export const siteRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  await app.register(siteImageRoutes, { service });
  await app.register(appIconRoutes, { service });
  app.get('/api/station', { schema: { response: { 200: stationInfo } } }, () => service.station());
  app.get('/api/sponsors', { schema: { response: { 200: z.array(sponsorProfile) } } }, () => service.sponsors());
  app.get(
    '/api/sponsors/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: sponsorProfile, 404: errorResponse } } },
    (request) => service.sponsor(request.params.id),
  );
  app.get('/api/team', { schema: { response: { 200: z.array(teamMember) } } }, () => service.team());
  app.get('/api/packages', { schema: { response: { 200: packagesResponse } } }, () => service.packages());
  app.get('/api/pages/about', { schema: { response: { 200: aboutContent } } }, () => service.about());
  app.get(
    '/api/pages/legal/:slug',
    { schema: { params: z.object({ slug: z.enum(legalSlugs) }), response: { 200: legalPage, 404: errorResponse } } },
    (request) => service.legal(request.params.slug),
  );

  const form = <B extends z.ZodType>(url: string, body: B, submit: (input: z.output<B>, clientHash: string) => Promise<Submitted>) =>
    app.post(url, { config: formRateLimit, schema: { body, response: formResponses } }, async (request, reply) => {
      const { id, created } = await submit(request.body as z.output<B>, clientHashOf(request.ip));
      return reply.status(created ? 201 : 200).send({ id });
    });
  form('/api/contact', contactRequest, service.submitContact);
  form('/api/sponsor-inquiries', sponsorInquiryRequest, service.submitSponsorInquiry);
  form('/api/ad-orders', adOrderRequest, service.submitAdOrder);
  form('/api/newsletter', newsletterRequest, service.subscribeNewsletter);
};
