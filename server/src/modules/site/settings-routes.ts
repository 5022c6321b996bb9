import fs from 'node:fs';
import multipart from '@fastify/multipart';
import { adminSiteMessages as m, type StationSettings } from '@selah/contracts/admin-site';
import { siteApi } from '@selah/contracts/site-endpoints';
import { siteAdminApi as api } from '@selah/contracts/site-admin-endpoints';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import { SITE_IMAGE_MAX_BYTES, siteImageFilePattern, siteImagePath } from './settings.service.ts';
import type { SiteService } from './site.service.ts';

/** Under /api/admin (admins): the station's settings, and the logos and photos they show. */
export const settingsAdminRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  const { settings } = service;
  await app.register(multipart, { limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  route(app, api.settings, () => settings.read());
  route(app, api.updateSettings, async (request) => settings.update(request.body as Partial<StationSettings>, await requireUser(request)));
  route(app, api.uploadImage, { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } }, async (request) => {
    const by = await requireUser(request);
    if (!request.isMultipart()) throw new HttpError(415, m.imageNotMultipart, 'not_multipart');
    const file = await request.file();
    if (!file) throw badRequest(m.imageMissing, { image: m.imageMissing });
    const bytes = await file.toBuffer().catch(() => {
      throw new HttpError(413, m.imageTooLarge, 'too_large', { image: m.imageTooLarge });
    });
    return settings.storeImage(request.query.kind, bytes, by);
  });
};

/** Public: the uploaded logos and photos. Each upload has a new name, so a stored one never changes. */
export const siteImageRoutes: ModuleRoutes<SiteService> = async (app) => {
  route(app, siteApi.siteImage, async (request, reply) => {
    if (!siteImageFilePattern.test(request.params.file)) throw notFound();
    const file = siteImagePath(app.config.dataDir, request.params.file);
    if (!fs.existsSync(file)) throw notFound();
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
  });
};
