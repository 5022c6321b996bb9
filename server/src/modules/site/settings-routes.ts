import fs from 'node:fs';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { adminSiteMessages as m, imageKinds, imageUploadResponse, settingsPatch, type StationSettings } from '@selah/contracts/admin-site';
import { errorResponse } from '@selah/contracts/common';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import { SITE_IMAGE_MAX_BYTES, siteImageFilePattern, siteImagePath, storedSettings } from './settings.service.ts';
import type { SiteService } from './site.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse };

/** Under /api/admin (admins): the station's settings, and the logos and photos they show. */
export const settingsAdminRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  const { settings } = service;
  await app.register(multipart, { limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.get('/settings', { schema: { response: { 200: storedSettings, ...errors } } }, () => settings.read());
  app.patch('/settings', { schema: { body: settingsPatch, response: { 200: storedSettings, ...errors } } }, async (request) =>
    settings.update(request.body as Partial<StationSettings>, await requireUser(request)),
  );
  app.post(
    '/settings/images',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { querystring: z.object({ kind: z.enum(imageKinds).default('photo') }), response: { 201: imageUploadResponse, ...errors } },
    },
    async (request, reply) => {
      const by = await requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, m.imageNotMultipart, 'not_multipart');
      const file = await request.file();
      if (!file) throw badRequest(m.imageMissing, { image: m.imageMissing });
      const bytes = await file.toBuffer().catch(() => {
        throw new HttpError(413, m.imageTooLarge, 'too_large', { image: m.imageTooLarge });
      });
      return reply.status(201).send(await settings.storeImage(request.query.kind, bytes, by));
    },
  );
};

/** Public: the uploaded logos and photos. Each upload has a new name, so a stored one never changes. */
export const siteImageRoutes: ModuleRoutes<SiteService> = async (app) => {
  app.get('/media/site/:file', { schema: { params: z.object({ file: z.string().max(80) }) } }, async (request, reply) => {
    if (!siteImageFilePattern.test(request.params.file)) throw notFound();
    const file = siteImagePath(app.config.dataDir, request.params.file);
    if (!fs.existsSync(file)) throw notFound();
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
  });
};
