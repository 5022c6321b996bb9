import { errorResponse } from '@selah/contracts/common';
import { followParams, followState, followsResponse } from '@selah/contracts/requests';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireUser } from '../accounts/index.ts';
import type { EventsModuleService } from './module-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };
const limit = { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: memberOrAddress } };

/** Go-live alerts: "Notify me when it's live" on a program, or on the whole station (members). */
export const followRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { follows } = service;
  app.get('/api/follows', { schema: { response: { 200: followsResponse, ...errors } } }, async (request) =>
    follows.list((await requireUser(request)).id),
  );
  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/programs/:id/follow',
      config: limit,
      schema: { params: followParams, response: { 200: followState, ...errors } },
      handler: async (request) => follows.set((await requireUser(request)).id, request.params.id, following),
    });
    app.route({
      method,
      url: '/api/station/follow',
      config: limit,
      schema: { response: { 200: followState, ...errors } },
      handler: async (request) => follows.set((await requireUser(request)).id, null, following),
    });
  }
};
