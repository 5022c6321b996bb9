import fs from 'node:fs';
import { z } from 'zod';
import { backupEntry, backupName, backupSettings, backupsOverview } from '@selah/contracts/admin-backups';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { BackupsService } from './backups.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin (admins only): the backups, their settings, "Back up now" and downloads, each audited. */
export const backupsAdminRoutes: ModuleRoutes<BackupsService> = async (app, { service }) => {
  app.get('/backups', { schema: { response: { 200: backupsOverview, ...errors } } }, () => service.overview());
  app.post('/backups', { schema: { response: { 201: backupEntry, ...errors } } }, async (request, reply) => {
    const entry = await service.backupNow(await requireUser(request));
    return reply.status(201).send(entry);
  });
  app.put('/backups/settings', { schema: { body: backupSettings, response: { 200: backupsOverview, ...errors } } }, async (request) =>
    service.saveSettings(await requireUser(request), request.body),
  );
  app.get('/backups/:name/download', { schema: { params: z.object({ name: backupName }) } }, async (request, reply) => {
    const { file, size } = await service.download(await requireUser(request), request.params.name);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .header('cache-control', 'no-store')
      .send(fs.createReadStream(file));
  });
};
