import { eventsApi as api } from '@selah/contracts/events-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireUser } from '../accounts/index.ts';
import type { EventsModuleService } from './module-service.ts';

const limit = { config: { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } };

/** Go-live alerts: "Notify me when it's live" on a program, or on the whole station (members). */
export const followRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { follows } = service;
  route(app, api.follows, async (request) => follows.list((await requireUser(request)).id));
  for (const [program, station, following] of [
    [api.followProgram, api.followStation, true],
    [api.unfollowProgram, api.unfollowStation, false],
  ] as const) {
    route(app, program, limit, async (request) => follows.set((await requireUser(request)).id, request.params.id, following));
    route(app, station, limit, async (request) => follows.set((await requireUser(request)).id, null, following));
  }
};
