import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stationInfo } from '@selah/contracts/station';
import { errorResponse, idResponse } from '@selah/contracts/common';
import { adOrderRequest, contactRequest, newsletterRequest, sponsorInquiryRequest } from '@selah/contracts/site';
import {
  aboutContent,
  legalPage,
  legalSlugs,
  packagesResponse,
  sponsorNotFound,
  sponsorProfile,
  teamMember,
} from '@selah/contracts/site-content';
import { requireRole } from '../accounts/guards.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  clientHashOf,
  listSubmissions,
  readStationContent,
  seedStationFromContent,
  submitAdOrder,
  submitContact,
  submitSponsorInquiry,
  subscribeNewsletter,
} from './site.service.ts';

/** Five forms per sender per ten minutes: plenty for a person, useless for a spammer. */
const formRateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
const formResponses = { 201: idResponse, 200: idResponse, 400: errorResponse, 429: errorResponse };

export const siteModule: FastifyPluginAsyncZod<{ seedDemo: boolean }> = async (app) => {
  await seedStationFromContent(app.db, app.config.paths.content);
  const content = async () => readStationContent(app.db);

  app.get('/api/station', { schema: { response: { 200: stationInfo } } }, async () =>
    stationInfo.parse((await content()).station),
  );

  app.get('/api/sponsors', { schema: { response: { 200: z.array(sponsorProfile) } } }, async () =>
    z.array(sponsorProfile).parse((await content()).sponsors ?? []),
  );

  app.get(
    '/api/sponsors/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: sponsorProfile, 404: errorResponse } } },
    async (request) => {
      const sponsors = z.array(sponsorProfile).parse((await content()).sponsors ?? []);
      const sponsor = sponsors.find((s) => s.id === request.params.id);
      if (!sponsor) throw notFound(sponsorNotFound.message);
      return sponsor;
    },
  );

  app.get('/api/team', { schema: { response: { 200: z.array(teamMember) } } }, async () =>
    z.array(teamMember).parse((await content()).team ?? []),
  );

  app.get('/api/packages', { schema: { response: { 200: packagesResponse } } }, async () => {
    const c = await content();
    return packagesResponse.parse({ sponsorship: c.sponsorPackages ?? [], advertising: c.adPackages ?? [] });
  });

  app.get('/api/pages/about', { schema: { response: { 200: aboutContent } } }, async () =>
    aboutContent.parse((await content()).about),
  );

  app.get(
    '/api/pages/legal/:slug',
    { schema: { params: z.object({ slug: z.enum(legalSlugs) }), response: { 200: legalPage } } },
    async (request) => {
      const legal = z.record(z.string(), legalPage).parse((await content()).legal ?? {});
      const page = legal[request.params.slug];
      if (!page) throw notFound('That page does not exist.');
      return page;
    },
  );

  app.post(
    '/api/contact',
    { config: formRateLimit, schema: { body: contactRequest, response: formResponses } },
    async (request, reply) => {
      const { id } = await submitContact(app.db, request.body, clientHashOf(request.ip));
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/sponsor-inquiries',
    { config: formRateLimit, schema: { body: sponsorInquiryRequest, response: formResponses } },
    async (request, reply) => {
      const { id } = await submitSponsorInquiry(app.db, request.body, clientHashOf(request.ip));
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/ad-orders',
    { config: formRateLimit, schema: { body: adOrderRequest, response: formResponses } },
    async (request, reply) => {
      const { id } = await submitAdOrder(app.db, request.body, clientHashOf(request.ip));
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/newsletter',
    { config: formRateLimit, schema: { body: newsletterRequest, response: formResponses } },
    async (request, reply) => {
      const { id, created } = await subscribeNewsletter(app.db, request.body, clientHashOf(request.ip));
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  // The station team reads what people sent.
  app.get(
    '/api/admin/forms/:kind',
    {
      schema: {
        params: z.object({ kind: z.enum(['contact', 'sponsor-inquiries', 'ad-orders', 'newsletter']) }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      const rows = await listSubmissions(app.db, request.params.kind, request.query.limit);
      return rows.map(({ clientHash: _c, ...row }) => row);
    },
  );
};
