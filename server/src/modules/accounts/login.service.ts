import { accountMessages } from '@selah/contracts/accounts';
import { peopleMessages } from '@selah/contracts/admin-people';
import { twoStepMessages } from '@selah/contracts/two-step';
import { commonMessages } from '@selah/contracts/common';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { forbidden, HttpError, unauthorized } from '../../platform/http/errors.ts';
import * as repo from './accounts.repo.ts';
import { LoginGuard, type LoginVerdict, type LoginStore } from './login-throttle.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { startSession } from './session.service.ts';
import type { TwoStepService } from './two-step.service.ts';
import type { PasskeysService } from './passkeys.service.ts';
import type { PasskeyAuthenticationResponse, PasskeyRequestOptions } from '@selah/contracts/passkeys';

/** The sign-in's 401 `otp_required`, with what the account offers as a second step (the login route answers it). */
export class SecondStepRequired extends HttpError {
  constructor(
    readonly totp: boolean,
    readonly passkey: PasskeyRequestOptions | null,
  ) {
    super(401, twoStepMessages.otpRequired, 'otp_required');
  }
}

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
  passkeys,
}: {
  db: Db;
  clock: Clock;
  loginStore?: LoginStore | undefined;
  twoStep: TwoStepService;
  passkeys: PasskeysService;
}) {
  const guard = new LoginGuard(loginStore);

  /**
   * A sign-in outside the form (the live source mount's Basic auth) under the same guard as
   * the form: `attempt` checks the password; failures count per address and per account.
   */
  async function guardedSignIn(
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
  }

  return {
    /** The second step's code comes with the password again: nothing half-signed-in is kept between the two requests. */
    async login(
      input: { username: string; password: string; otp?: string | undefined; passkey?: PasskeyAuthenticationResponse | undefined },
      address: string,
      userAgent: string,
    ) {
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
        if (!input.otp && !input.passkey) {
          // Only now, after the right password: which second steps the account has, and a passkey challenge.
          throw new SecondStepRequired(await twoStep.totpOn(user.id), await passkeys.signInOptions(user.id));
        }
        // Codes and passkeys count on their own key, which no address is ever trusted for: six digits
        // are guessed more easily than a password.
        const codeKey = `otp:${user.id}`;
        refuse(await guard.check(codeKey, address, now));
        const refusal = input.passkey
          ? await passkeys.verifySignIn(user.id, input.passkey).then((r) => (r.ok ? null : r.reason))
          : (await twoStep.verify(user.id, input.otp!))
            ? null
            : twoStepMessages.otpWrong;
        if (refusal) {
          await guard.failed(codeKey, address, now);
          if (input.passkey) throw new HttpError(401, refusal, 'passkey_invalid');
          throw new HttpError(401, refusal, 'otp_invalid', { otp: refusal });
        }
        await guard.forgive(codeKey);
      }
      await guard.succeeded(accountKey, address);
      return { token: await startSession(db, user.id, { userAgent, address }, clock.now()), user };
    },

    guardedSignIn,

    /**
     * The account's password asked again before a change to its security (the app turned off, a
     * passkey removed), under the same guard: 429 while it waits, 403 with `wrong` when it is wrong.
     */
    async confirmPassword(userId: string, password: string, address: string, wrong: string): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized(commonMessages.sessionExpired);
      const verdict = await guardedSignIn(user.username, address, () => verifyPassword(user.passwordHash, password));
      if (!verdict.ok && verdict.retryAfterMs !== null) refuse({ ok: false, reason: 'account', retryAfterMs: verdict.retryAfterMs });
      if (!verdict.ok) throw new HttpError(403, wrong, 'password_wrong', { password: wrong });
    },
  };
}
