import { z } from 'zod';
import { adminProgram, adminRadioMessages as m, programInput, programList, programUpdate } from '@selah/contracts/admin-radio';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { ProgramsService } from './programs.service.ts';

const params = z.object({ id: z.uuid(m.programNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin, for broadcasters and admins: the weekly schedule and one-off programs. */
export const programRoutes: ModuleRoutes<ProgramsService> = async (app, { service }) => {
  app.get('/programs', { schema: { response: { 200: programList, ...errors } } }, () => service.programs());
  app.post(
    '/programs',
    { schema: { body: programInput, response: { 201: z.object({ programs: z.array(adminProgram) }), ...errors } } },
    async (request, reply) => reply.status(201).send(await service.createPrograms(await requireUser(request), request.body)),
  );
  app.patch('/programs/:id', { schema: { params, body: programUpdate, response: { 200: adminProgram, ...errors } } }, async (request) =>
    service.updateProgram(await requireUser(request), request.params.id, request.body),
  );
  app.delete('/programs/:id', { schema: { params, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.deleteProgram(await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });
};
