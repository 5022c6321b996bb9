import { accountsApi as api } from '@selah/contracts/accounts-endpoints';
import { memberDataMessages } from '@selah/contracts/member-data';
import { HttpError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';
import { requireUser } from './guards.ts';

/** The member's own data (issue 29): take it out as a file, or delete the account. */
export const memberDataRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  route(app, api.exportData, { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } }, async (request, reply) => {
    const data = await service.memberData.exportFor(await requireUser(request));
    reply.header('content-disposition', `attachment; filename="my-data-${data.stationDay}.json"`).header('cache-control', 'no-store');
    return data;
  });

  const deleteLimit = {
    rateLimit: {
      max: 10,
      timeWindow: '15 minutes',
      errorResponseBuilder: () => new HttpError(429, memberDataMessages.rateLimit, 'rate_limit'),
    },
  };
  route(app, api.deleteAccount, { config: deleteLimit }, async (request) =>
    service.memberData.deleteOwn(await requireUser(request), request.body.password, request.ip),
  );
};
