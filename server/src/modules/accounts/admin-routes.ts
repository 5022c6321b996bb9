import { accountsAdminApi as api } from '@selah/contracts/accounts-admin-endpoints';
import { twoStepMessages } from '@selah/contracts/two-step';
import { conflict } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from './guards.ts';
import type { AccountsModuleService } from './module-service.ts';

/** Under /api/admin, admins only: the People section (find members, roles, suspend and restore). */
export const accountsAdminRoutes: ModuleRoutes<AccountsModuleService> = async (app, { service }) => {
  const { people, twoStep, memberData } = service;
  route(app, api.listUsers, (request) => people.list(request.query));
  route(app, api.setRole, async (request) => people.setRole(await requireRole(request, 'admin'), request.params.id, request.body.role));
  route(app, api.suspend, async (request) => people.suspend(await requireRole(request, 'admin'), request.params.id));
  route(app, api.restore, async (request) => people.restore(await requireRole(request, 'admin'), request.params.id));
  // A member who lost their phone, their passkeys and their recovery codes (audited; they set it up again).
  route(app, api.resetTwoStep, async (request) => {
    const by = await requireRole(request, 'admin');
    if (!(await twoStep.reset(by, { id: request.params.id }))) throw conflict(twoStepMessages.nothingToReset, 'two_step_off');
  });
  // The console's "staff must use two-step sign-in".
  route(app, api.staffTwoStep, () => twoStep.staffRule());
  route(app, api.setStaffTwoStep, async (request) => twoStep.setStaffRule(await requireRole(request, 'admin'), request.body.staffRequired));
  // A member asked the station to delete their account (decision 021): why is written in the audit log.
  route(app, api.deleteUser, async (request) => {
    await memberData.deleteByAdmin(await requireRole(request, 'admin'), request.params.id, request.body.reason);
  });
};
