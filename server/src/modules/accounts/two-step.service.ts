import { twoStepMessages as m, type TotpSetupResponse, type TwoStepStatus } from '@selah/contracts/two-step';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { conflict, HttpError, badRequest } from '../../platform/http/errors.ts';
import type { SecretBox } from '../../platform/settings/secret-box.ts';
import type { Settings } from '../../platform/settings/settings.ts';
import type { Clock } from '../../platform/time/clock.ts';
import * as accountsRepo from './accounts.repo.ts';
import { verifyPassword } from './password.ts';
import { staffTwoStepPart } from './staff-two-step.ts';
import * as repo from './two-step.repo.ts';
import { hashRecoveryCode, matchingStep, newRecoveryCode, newTotpSecret, otpauthUrl } from './totp.ts';

export const RECOVERY_CODES = 10;

export type TwoStepService = ReturnType<typeof createTwoStepService>;

/**
 * Two-step sign-in with an authenticator app (decision 020): a secret sealed with the station's
 * settings key, live once a first code confirms it; each code accepted once; ten single-use
 * recovery codes kept as hashes.
 */
export function createTwoStepService(deps: {
  db: Db;
  clock: Clock;
  box: SecretBox;
  settings: Settings;
  audit: Audit;
  issuer: () => Promise<string>;
}) {
  const { db, clock, box } = deps;
  /** The secret, or null when it was sealed with a settings key the station no longer has (then only recovery codes work). */
  const openSecret = (sealed: string) => {
    try {
      return box.open(sealed);
    } catch {
      return null;
    }
  };

  return {
    isEnabled: (userId: string) => repo.hasTotpEnabled(db, userId),

    async status(userId: string): Promise<TwoStepStatus> {
      const enabled = await repo.hasTotpEnabled(db, userId);
      return { enabled, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, userId) : 0 };
    },

    /** A new secret for the member's app; it signs nothing until `enable` confirms a code from it. */
    async setup(user: { id: string; username: string }): Promise<TotpSetupResponse> {
      const secret = newTotpSecret();
      if (!(await repo.storePendingTotp(db, user.id, box.seal(secret)))) throw conflict(m.alreadyOn, 'two_step_on');
      return { secret, otpauthUrl: otpauthUrl(await deps.issuer(), user.username, secret) };
    },

    async enable(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      const row = await repo.findTotp(db, userId);
      if (!row) throw badRequest(m.notSetUp, undefined, 'not_set_up');
      if (row.enabledAt) throw conflict(m.alreadyOn, 'two_step_on');
      const secret = openSecret(row.secretSealed);
      if (!secret) throw badRequest(m.notSetUp, undefined, 'not_set_up');
      const step = matchingStep(secret, code, clock.ms());
      if (step === null) throw badRequest(m.codeWrong, { code: m.codeWrong }, 'code_wrong');
      const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      if (!(await repo.enableTotp(db, userId, step, recoveryCodes.map(hashRecoveryCode), clock.now()))) {
        throw conflict(m.alreadyOn, 'two_step_on');
      }
      return { recoveryCodes };
    },

    /** Off again, with the account's password (a borrowed, signed-in phone must not turn it off). */
    async disable(userId: string, password: string): Promise<void> {
      const user = await accountsRepo.findUserById(db, userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        throw new HttpError(403, m.passwordWrong, 'password_wrong', { password: m.passwordWrong });
      }
      if (!(await repo.removeTotp(db, userId))) throw conflict(m.notOn, 'two_step_off');
    },

    /** From the server (`selah reset-two-step`): off for a member who lost their phone and their recovery codes. */
    async reset(username: string): Promise<boolean> {
      const user = await accountsRepo.findUserByUsername(db, username);
      return !!user && repo.removeTotp(db, user.id);
    },

    /** The sign-in's second step: a current code not used before, or an unused recovery code. */
    async verify(userId: string, otp: string): Promise<boolean> {
      if (/^\d{6}$/.test(otp)) {
        const row = await repo.findTotp(db, userId);
        const secret = row?.enabledAt ? openSecret(row.secretSealed) : null;
        if (!secret) return false;
        const step = matchingStep(secret, otp, clock.ms());
        return step !== null && repo.claimStep(db, userId, step);
      }
      return repo.claimRecoveryCode(db, userId, hashRecoveryCode(otp), clock.now());
    },

    staffRule: async () => ({ staffRequired: (await deps.settings.read(staffTwoStepPart))?.staffRequired ?? false }),

    /** The console's rule; an admin turns it on only once their own account uses two steps. */
    async setStaffRule(by: { id: string; username: string }, staffRequired: boolean) {
      if (staffRequired && !(await repo.hasTotpEnabled(db, by.id))) throw badRequest(m.turnOnYourselfFirst, undefined, 'two_step_off');
      const before = (await deps.settings.read(staffTwoStepPart))?.staffRequired ?? false;
      if (before !== staffRequired) {
        await db.transaction(async (tx) => {
          await deps.settings.write(staffTwoStepPart, { staffRequired }, tx as unknown as Db);
          await deps.audit.record(
            {
              actor: by,
              action: 'settings.two-step',
              targetType: 'settings',
              targetId: staffTwoStepPart.key,
              summary: staffRequired ? 'Required two-step sign-in for staff' : 'Stopped requiring two-step sign-in for staff',
              before: { staffRequired: before },
              after: { staffRequired },
            },
            tx as unknown as Db,
          );
        });
      }
      return { staffRequired };
    },
  };
}
