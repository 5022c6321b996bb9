import fs from 'node:fs';
import { backupsApi as api } from '@selah/contracts/backups-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { BackupsService } from './backups.service.ts';

/** Under /api/admin (admins only): the backups, their settings, "Back up now" and downloads, each audited. */
export const backupsAdminRoutes: ModuleRoutes<BackupsService> = async (app, { service }) => {
  route(app, api.overview, () => service.overview());
  route(app, api.backUpNow, async (request) => service.backupNow(await requireUser(request)));
  route(app, api.saveSettings, async (request) => service.saveSettings(await requireUser(request), request.body));
  route(app, api.download, async (request, reply) => {
    const { file, size } = await service.download(await requireUser(request), request.params.name);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .header('cache-control', 'no-store')
      .send(fs.createReadStream(file));
  });
};
