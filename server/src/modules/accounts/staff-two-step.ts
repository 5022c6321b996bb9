import type { FastifyRequest } from 'fastify';
import { staffTwoStepSetting, twoStepMessages } from '@selah/contracts/two-step';
import { HttpError } from '../../platform/http/errors.ts';
import { settingsPart } from '../../platform/settings/settings.ts';
import type { SessionUser } from './session.service.ts';
import { hasSecondStep } from './two-step.repo.ts';

/** The console's "staff must use two-step sign-in" (off until an admin turns it on). */
export const staffTwoStepPart = settingsPart({ key: 'accounts.two-step', schema: staffTwoStepSetting, secrets: [] });

/**
 * For every /api/admin request, after the role check: when the station requires it, a staff
 * account without two-step sign-in is refused until its owner turns it on in the profile
 * (which stays open to them: it is not under /api/admin).
 */
export async function requireStaffTwoStep(request: FastifyRequest, user: SessionUser): Promise<void> {
  if (user.role === 'member') return;
  const rule = await request.server.settings.read(staffTwoStepPart);
  if (!rule?.staffRequired) return;
  if (await hasSecondStep(request.server.db, user.id)) return;
  throw new HttpError(403, twoStepMessages.staffRequired, 'two_step_required');
}
