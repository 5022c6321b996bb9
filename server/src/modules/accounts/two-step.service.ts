import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { twoStepMessages as m, type TotpSetupResponse, type TwoStepStatus } from '@selah/contracts/two-step';
import type { Db } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import { conflict, badRequest } from '../../platform/http/errors.ts';
import type { SecretBox } from '../../platform/settings/secret-box.ts';
import type { Settings } from '../../platform/settings/settings.ts';
import type { Clock } from '../../platform/time/clock.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as passkeysRepo from './passkeys.repo.ts';
import { staffTwoStepPart } from './staff-two-step.ts';
import * as repo from './two-step.repo.ts';
import { hashRecoveryCode, matchingStep, newRecoveryCode, newTotpSecret, otpauthUrl } from './totp.ts';

export const RECOVERY_CODES = 10;
const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODES }, newRecoveryCode);

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
  /** Throws 403 with `message` unless `password` is the account's (under the sign-in guard). */
  checkPassword: (userId: string, password: string, address: string, message: string) => Promise<void>;
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

  /** One line in the console's audit log (the People section) for a change to someone's second steps. */
  const audited = (tx: Db, actor: AuditActor, user: { id: string; username: string }, action: string, summary: string) =>
    deps.audit.record({ actor, action, targetType: 'user', targetId: user.id, summary }, tx);

  return {
    /** Whether sign-in asks for a second step: the app is on, or the account has a passkey. */
    isEnabled: (userId: string) => repo.hasSecondStep(db, userId),
    totpOn: (userId: string) => repo.hasTotpEnabled(db, userId),

    async status(userId: string): Promise<TwoStepStatus> {
      const [enabled, passkeys, on] = await Promise.all([
        repo.hasTotpEnabled(db, userId),
        passkeysRepo.countPasskeys(db, userId),
        repo.hasSecondStep(db, userId),
      ]);
      return { enabled, passkeys, recoveryCodesLeft: on ? await repo.countUnusedRecoveryCodes(db, userId) : 0 };
    },

    /** A new secret for the member's app; it signs nothing until `enable` confirms a code from it. */
    async setup(user: { id: string; username: string }): Promise<TotpSetupResponse> {
      const secret = newTotpSecret();
      if (!(await repo.storePendingTotp(db, user.id, box.seal(secret)))) throw conflict(m.alreadyOn, 'two_step_on');
      return { secret, otpauthUrl: otpauthUrl(await deps.issuer(), user.username, secret) };
    },

    /** The app on, with a new set of recovery codes (shown once), audited in the same transaction. */
    async enable(user: { id: string; username: string }, code: string): Promise<{ recoveryCodes: string[] }> {
      const row = await repo.findTotp(db, user.id);
      if (!row) throw badRequest(m.notSetUp, undefined, 'not_set_up');
      if (row.enabledAt) throw conflict(m.alreadyOn, 'two_step_on');
      const secret = openSecret(row.secretSealed);
      if (!secret) throw badRequest(m.notSetUp, undefined, 'not_set_up');
      const step = matchingStep(secret, code, clock.ms());
      if (step === null) throw badRequest(m.codeWrong, { code: m.codeWrong }, 'code_wrong');
      const recoveryCodes = newRecoveryCodes();
      const on = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.enableTotp(tx, user.id, step, clock.now()))) return false;
        await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
        await audited(tx, user, user, 'people.two-step.on', said.twoStepOn(user.username));
        return true;
      });
      if (!on) throw conflict(m.alreadyOn, 'two_step_on');
      return { recoveryCodes };
    },

    /** The app off, with the account's password (a borrowed, signed-in phone must not turn it off). */
    async disable(user: { id: string; username: string }, password: string, address: string): Promise<void> {
      await deps.checkPassword(user.id, password, address, m.passwordWrong);
      const off = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.removeTotp(tx, user.id))) return false;
        // Passkeys left keep the second step on, and the recovery codes with it.
        const still = await repo.hasSecondStep(tx, user.id);
        if (!still) await repo.dropRecoveryCodes(tx, user.id);
        await audited(
          tx,
          user,
          user,
          'people.two-step.off',
          still ? said.twoStepAppRemoved(user.username) : said.twoStepOff(user.username),
        );
        return true;
      });
      if (!off) throw conflict(m.notOn, 'two_step_off');
    },

    /**
     * Every second step off for a member who lost their phone, their passkeys and their recovery
     * codes: by an admin in the console, or from the server (`selah reset-two-step`). Audited.
     */
    async reset(by: AuditActor, who: { username: string } | { id: string }): Promise<boolean> {
      const user = 'id' in who ? await accountsRepo.findUserById(db, who.id) : await accountsRepo.findUserByUsername(db, who.username);
      if (!user || user.deletedAt) return false;
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.removeEverySecondStep(tx, user.id))) return false;
        const who = 'system' in by ? by.system : by.username;
        await audited(tx, by, user, 'people.two-step.reset', said.twoStepReset(who, user.username));
        return true;
      });
    },

    isEnabledIn: (tx: Db, userId: string) => repo.hasSecondStep(tx, userId),
    dropRecoveryCodesIn: (tx: Db, userId: string) => repo.dropRecoveryCodes(tx, userId),

    /** A new set of ten recovery codes inside `tx` (a first passkey turns two steps on). */
    async newRecoveryCodesIn(tx: Db, userId: string): Promise<string[]> {
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
      return codes;
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

    /**
     * Whether a staff account may act with one step where no second step can be asked (the live
     * mount's source key, the RTMP stream key): yes unless the station's rule is on and the
     * account has no second step.
     */
    async staffMayAct(userId: string): Promise<boolean> {
      if (!(await deps.settings.read(staffTwoStepPart))?.staffRequired) return true;
      return repo.hasSecondStep(db, userId);
    },

    staffRule: async () => ({ staffRequired: (await deps.settings.read(staffTwoStepPart))?.staffRequired ?? false }),

    /** The console's rule; an admin turns it on only once their own account uses two steps. */
    async setStaffRule(by: { id: string; username: string }, staffRequired: boolean) {
      if (staffRequired && !(await repo.hasSecondStep(db, by.id))) throw badRequest(m.turnOnYourselfFirst, undefined, 'two_step_off');
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
              summary: staffRequired ? said.staffTwoStepOn : said.staffTwoStepOff,
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
