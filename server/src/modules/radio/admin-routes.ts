import type { FastifyRequest } from 'fastify';
import { adminRadioMessages } from '@selah/contracts/admin-radio';
import { radioAdminApi } from '@selah/contracts/radio-admin-endpoints';
import { radioStudioApi } from '@selah/contracts/radio-endpoints';
import { conflict } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { RadioModuleService } from './module-service.ts';
import { libraryRoutes } from './library/library-routes.ts';
import { programRoutes } from './schedule/program-routes.ts';
import { studioRoutes } from './requests/studio-routes.ts';
import { soundRoutes } from './library/sound-routes.ts';
import { sourceKeyRoutes } from './sources/source-key-routes.ts';

/** Under /api/admin (index.ts adminRoles: broadcasters and admins); the listener figures are the admins'. */
export const radioAdminRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  await app.register(libraryRoutes, { service: service.library });
  await app.register(programRoutes, { service: service.programs });
  await app.register(soundRoutes, { service: service.sound });
  await app.register(sourcePasswordRoutes, { service });
  await app.register(sourceKeyRoutes, { service: service.sourceKeys });
  await app.register(studioRoutes, { service });
  route(
    app,
    radioAdminApi.listeners,
    {
      // Who may call comes before what they sent: the role check runs before the query is read.
      onRequest: async (request) => {
        await requireRole(request, 'admin');
      },
    },
    (request) => service.radio.listenerStats(request.query.hours),
  );
};

/** Under /api/admin, admins only: the live mount's station source password (set, replaced or cleared; never shown). */
export const sourcePasswordRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  const adminsOnly = async (request: FastifyRequest) => {
    await requireRole(request, 'admin');
  };
  const api = radioStudioApi;
  const status = async () => ({
    set: Boolean(await service.sourcePassword.current()),
    fromEnvironment: service.sourcePassword.fromEnvironment,
  });
  /** Sets the password ('' clears it), audited; refused while the environment sets it. */
  const change = async (request: FastifyRequest, password: string, action: 'set' | 'clear') => {
    if (service.sourcePassword.fromEnvironment) throw conflict(adminRadioMessages.sourcePasswordFromEnvironment, 'from_environment');
    const by = await requireRole(request, 'admin');
    await service.sourcePassword.set(password);
    const summary = action === 'set' ? 'Set the live source password' : 'Cleared the live source password';
    await service.audit.record({ actor: by, action: `live.source-password.${action}`, targetType: 'settings', summary });
    return status();
  };
  route(app, api.sourcePassword, { onRequest: adminsOnly }, status);
  route(app, api.setSourcePassword, { onRequest: adminsOnly }, (request) => change(request, request.body.password, 'set'));
  route(app, api.clearSourcePassword, { onRequest: adminsOnly }, (request) => change(request, '', 'clear'));
};
