import { radioAdminApi as api } from '@selah/contracts/radio-admin-endpoints';
import { route } from '../../../platform/http/route.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import { requireUser } from '../../accounts/index.ts';
import type { ProgramsService } from './programs.service.ts';

/** Under /api/admin, for broadcasters and admins: the weekly schedule and one-off programs. */
export const programRoutes: ModuleRoutes<ProgramsService> = async (app, { service }) => {
  route(app, api.programs, () => service.programs());
  route(app, api.createPrograms, async (request) => service.createPrograms(await requireUser(request), request.body));
  route(app, api.updateProgram, async (request) => service.updateProgram(await requireUser(request), request.params.id, request.body));
  route(app, api.deleteProgram, async (request) => {
    await service.deleteProgram(await requireUser(request), request.params.id);
  });
};
