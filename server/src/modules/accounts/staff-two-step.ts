import type { FastifyInstance } from 'fastify';
import { staffTwoStepSetting } from '@selah/contracts/two-step';
import { settingsPart } from '../../platform/settings/settings.ts';
import type { SessionUser } from './session.repo.ts';
import { hasSecondStep } from './two-step.repo.ts';

/** The console's "staff must use two-step sign-in" (off until an admin turns it on). */
export const staffTwoStepPart = settingsPart({ key: 'accounts.two-step', schema: staffTwoStepSetting, secrets: [] });

/**
 * The station's rule applied to a signed-in user, wherever they act (decision 029): while it is
 * on, a staff account without a second step (the app or a passkey) acts as a member everywhere —
 * the console, the studio, the live show, chat moderation, drafts, the studio's socket — and its
 * role waits in `heldRole` so that `requireRole` can say why (403 `two_step_required`). The
 * profile, where they turn two steps on, needs no role.
 */
export async function withStaffRule(server: FastifyInstance, user: SessionUser): Promise<SessionUser> {
  if (user.role === 'member') return user;
  const rule = await server.settings.read(staffTwoStepPart);
  if (!rule?.staffRequired || (await hasSecondStep(server.db, user.id))) return user;
  return { ...user, role: 'member', heldRole: user.role };
}
