import type { z } from 'zod';
import { siteApi as api } from '@selah/contracts/site-endpoints';
import type { Locale } from '@selah/contracts/i18n';
import { clientHashOf } from '../../platform/http/client-hash.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { appIconRoutes } from './app-icons-routes.ts';
import { siteImageRoutes } from './settings-routes.ts';
import type { SiteService, Submitted } from './site.service.ts';

/** Five forms per sender per ten minutes: plenty for a person, useless for a spammer. */
const formRateLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
type FormEndpoint = typeof api.contact | typeof api.sponsorInquiry | typeof api.adOrder | typeof api.newsletter;

export const siteRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  await app.register(siteImageRoutes, { service });
  await app.register(appIconRoutes, { service });
  route(app, api.station, () => service.station());
  route(app, api.sponsors, () => service.sponsors());
  route(app, api.sponsor, (request) => service.sponsor(request.params.id));
  route(app, api.team, () => service.team());
  route(app, api.packages, () => service.packages());
  route(app, api.about, () => service.about());
  route(app, api.legal, (request) => service.legal(request.params.slug));

  // 201 with the new entry's id, or 200 with the id the same form already had; the language of the
  // page it came from is kept, for the team's reply.
  type Submit<E extends FormEndpoint> = (input: z.output<E['body']>, clientHash: string, locale: Locale) => Promise<Submitted>;
  const form = <E extends FormEndpoint>(e: E, submit: Submit<E>) =>
    route(app, e, { config: formRateLimit }, async (request, reply) => {
      const { id, created } = await submit(request.body as z.output<E['body']>, clientHashOf(request.ip), requestLocale(request));
      return reply.status(created ? 201 : 200).send({ id });
    });
  form(api.contact, service.submitContact);
  form(api.sponsorInquiry, service.submitSponsorInquiry);
  form(api.adOrder, service.submitAdOrder);
  form(api.newsletter, service.subscribeNewsletter);
};
