import { soundSettings, soundStatus } from '@selah/contracts/admin-radio';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { SoundService } from './sound.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Under /api/admin: the sound settings and the levelling's progress (staff read them; admins change them). */
export const soundRoutes: ModuleRoutes<SoundService> = async (app, { service }) => {
  app.get('/sound', { schema: { response: { 200: soundStatus, ...errors } } }, () => service.status());
  app.put(
    '/sound',
    {
      // Who may change it comes before what they sent.
      onRequest: async (request) => {
        await requireRole(request, 'admin');
      },
      schema: { body: soundSettings, response: { 200: soundStatus, ...errors } },
    },
    async (request) => service.save(await requireRole(request, 'admin'), request.body),
  );
};
