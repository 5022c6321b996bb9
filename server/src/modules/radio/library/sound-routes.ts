import { radioAdminApi as api } from '@selah/contracts/radio-admin-endpoints';
import { route } from '../../../platform/http/route.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import { requireRole } from '../../accounts/index.ts';
import type { SoundService } from './sound.service.ts';

/** Under /api/admin: the sound settings and the levelling's progress (staff read them; admins change them). */
export const soundRoutes: ModuleRoutes<SoundService> = async (app, { service }) => {
  route(app, api.sound, () => service.status());
  route(
    app,
    api.saveSound,
    {
      // Who may change it comes before what they sent.
      onRequest: async (request) => {
        await requireRole(request, 'admin');
      },
    },
    async (request) => service.save(await requireRole(request, 'admin'), request.body),
  );
};
