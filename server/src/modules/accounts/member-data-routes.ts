import { accountDeleted, deleteAccountRequest, memberDataMessages, memberExport } from '@selah/contracts/member-data';
import { errorResponse } from '@selah/contracts/common';
import { HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AccountsModuleService } from './module-service.ts';
import { requireUser } from './guards.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

/** The member's own data (issue 29): take it out as a file, or delete the account. */
export const memberDataRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  app.get(
    '/api/auth/export',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { response: { 200: memberExport, 401: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      const data = await service.memberData.exportFor(await requireUser(request));
      return reply
        .header('content-disposition', `attachment; filename="my-data-${data.stationDay}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/api/auth/account',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          errorResponseBuilder: () => new HttpError(429, memberDataMessages.rateLimit, 'rate_limit'),
        },
      },
      schema: { body: deleteAccountRequest, response: { 200: accountDeleted, ...errors } },
    },
    async (request) => service.memberData.deleteOwn(await requireUser(request), request.body.password, request.ip),
  );
};
