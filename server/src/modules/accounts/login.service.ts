import { accountMessages } from '@selah/contracts/accounts';
import { peopleMessages } from '@selah/contracts/admin-people';
import { twoStepMessages } from '@selah/contracts/two-step';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { forbidden, HttpError, unauthorized } from '../../platform/http/errors.ts';
import * as repo from './accounts.repo.ts';
import { LoginGuard, type LoginVerdict, type LoginStore } from './login-throttle.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { startSession } from './session.service.ts';
import type { TwoStepService } from './two-step.service.ts';

export const findByLogin = (db: Db, login: string) =>
  login.includes('@') ? repo.findUserByEmail(db, login) : repo.findUserByUsername(db, login);

function refuse(verdict: LoginVerdict): void {
  if (verdict.ok) return;
  const seconds = Math.ceil(verdict.retryAfterMs / 1000);
  const message =
    verdict.reason === 'address'
      ? accountMessages.loginRateLimit
      : `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`;
  throw new HttpError(429, message, 'rate_limit');
}

/**
 * Every place a password (and a second step) is checked, under one sign-in guard: the form's
 * sign-in, and sign-ins outside it (the live source mount's Basic auth).
 */
export function createLogin({
  db,
  clock,
  loginStore,
  twoStep,
}: {
  db: Db;
  clock: Clock;
  loginStore?: LoginStore | undefined;
  twoStep: TwoStepService;
}) {
  const guard = new LoginGuard(loginStore);

  return {
    /** The second step's code comes with the password again: nothing half-signed-in is kept between the two requests. */
    async login(input: { username: string; password: string; otp?: string | undefined }, address: string, userAgent: string) {
      const user = await findByLogin(db, input.username);
      // One counter per account, whatever identifier was typed; unknown names count by name.
      const accountKey = user?.id ?? `name:${input.username.toLowerCase()}`;
      const now = clock.ms();
      refuse(await guard.check(accountKey, address, now));
      // Unknown users are checked against a dummy hash, so both failures take the same time.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !ok) {
        await guard.failed(accountKey, address, now);
        throw unauthorized(accountMessages.invalidLogin);
      }
      if (user.suspendedAt) {
        await guard.succeeded(accountKey, address);
        throw forbidden(peopleMessages.suspended);
      }
      if (await twoStep.isEnabled(user.id)) {
        if (!input.otp) throw new HttpError(401, twoStepMessages.otpRequired, 'otp_required');
        // Codes count on their own key, which no address is ever trusted for: six digits are guessed
        // more easily than a password.
        const codeKey = `otp:${user.id}`;
        refuse(await guard.check(codeKey, address, now));
        if (!(await twoStep.verify(user.id, input.otp))) {
          await guard.failed(codeKey, address, now);
          throw new HttpError(401, twoStepMessages.otpWrong, 'otp_invalid', { otp: twoStepMessages.otpWrong });
        }
        await guard.forgive(codeKey);
      }
      await guard.succeeded(accountKey, address);
      return { token: await startSession(db, user.id, { userAgent, address }, clock.now()), user };
    },

    /**
     * A sign-in outside the form (the live source mount's Basic auth) under the same guard as
     * the form: `attempt` checks the password; failures count per address and per account.
     */
    async guardedSignIn(
      login: string,
      address: string,
      attempt: () => Promise<boolean>,
    ): Promise<{ ok: true } | { ok: false; retryAfterMs: number | null }> {
      // The station's shared `source` login counts per address only: strangers guessing it must
      // not make the station's own DJs wait.
      const user = login === 'source' ? null : await findByLogin(db, login);
      const accountKey = login === 'source' ? `source:${address}` : (user?.id ?? `name:${login.toLowerCase()}`);
      const now = clock.ms();
      const verdict = await guard.check(accountKey, address, now);
      if (!verdict.ok) return { ok: false, retryAfterMs: verdict.retryAfterMs };
      if (!(await attempt())) {
        await guard.failed(accountKey, address, now);
        return { ok: false, retryAfterMs: null };
      }
      await guard.succeeded(accountKey, address);
      return { ok: true };
    },
  };
}
