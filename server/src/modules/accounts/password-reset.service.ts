import crypto from 'node:crypto';
import { defaultLocale } from '@selah/contracts/i18n';
import { accountWords as say } from './words.ts';
import { accountMessages } from '@selah/contracts/accounts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import * as repo from './accounts.repo.ts';
import { toPublicUser } from './accounts.service.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './session.repo.ts';
import { hashToken, startSession, type Client } from './session.service.ts';

const RESET_MS = 60 * 60_000;

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

interface ResetDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** The station's contact address (its identity), for when mail cannot reach people. */
  contactEmail(): Promise<string>;
}

export function createPasswordResetService({ db, mailer, clock, contactEmail }: ResetDeps) {
  /**
   * What the person is told: check the inbox only when mail is delivering; else whom to ask. The
   * same for every address typed, so it never tells whether an account uses it.
   */
  async function answer(): Promise<string> {
    if ((await mailer.status()).delivering) return accountMessages.resetSent;
    return accountMessages.resetNoMail(await contactEmail());
  }

  return {
    /** Always succeeds from the outside (docs/decisions/008-who-has-an-account.md); answers what to tell the person. */
    async request(email: string, siteUrl: string): Promise<string> {
      // Decided before sending, so a delivery failing now cannot tell a real account from another.
      const message = await answer();
      const user = await repo.findUserByEmail(db, email);
      if (!user) return message;
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + RESET_MS);
      await repo.insertPasswordReset(db, { userId: user.id, tokenHash: hashToken(token), expiresAt });
      const link = `${siteUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
      const locale = user.locale ?? defaultLocale;
      await mailer.send({
        to: user.email,
        subject: say(locale, 'reset.subject'),
        text: [
          say(locale, 'reset.hello', { name: user.displayName }),
          '',
          say(locale, 'reset.body'),
          '',
          link,
          '',
          say(locale, 'reset.ignore'),
        ].join('\n'),
      });
      return message;
    },

    /** Sets the new password, ends every session and voids every other reset link of the account. */
    async confirm(token: string, password: string, client: Client) {
      const now = clock.now();
      const userId = await repo.consumePasswordReset(db, hashToken(token), now);
      if (!userId) throw badRequest(accountMessages.resetInvalid, undefined, 'reset_invalid');
      await repo.voidPasswordResets(db, userId, now);
      const user = await repo.updateUser(db, userId, { passwordHash: await hashPassword(password) }, now);
      await revokeUserSessions(db, userId, now);
      const sessionToken = await startSession(db, userId, client, now);
      return { token: sessionToken, user: toPublicUser(user, { self: true }) };
    },
  };
}
