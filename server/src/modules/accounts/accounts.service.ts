import crypto from 'node:crypto';
import { accountMessages, type PublicUser } from '@selah/contracts/accounts';
import { commonMessages } from '@selah/contracts/common';
import type { PlaceChoice } from '@selah/contracts/place';
import type { Locale } from '@selah/contracts/i18n';
import type { Db } from '../../db/client.ts';
import type { UserRole } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { SpamJudge } from '../../platform/http/anti-spam.ts';
import { HttpError, unauthorized } from '../../platform/http/errors.ts';
import * as repo from './accounts.repo.ts';
import type { LoginStore } from './login-throttle.ts';
import { createLogin } from './login.service.ts';
import type { TwoStepService } from './two-step.service.ts';
import type { PasskeysService } from './passkeys.service.ts';
import type { PasskeyAuthenticationResponse } from '@selah/contracts/passkeys';
import type { Places } from './places.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { startSession, type Client } from './session.service.ts';
import { createMemberSessions } from './member-sessions.ts';

export function toPublicUser(row: repo.UserRow, opts: { self: boolean }): PublicUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    ...(opts.self ? { email: row.email, placeShown: row.placeShown, locale: row.locale } : {}),
    avatar: row.avatarUrl,
    bio: row.bio,
    city: row.city,
    country: row.country,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SignupInput {
  username: string;
  displayName?: string | undefined;
  email: string;
  password: string;
  country: string;
  city: string;
  hp?: string;
  renderAt?: number | undefined;
}

export interface ProfilePatch {
  bio?: string | undefined;
  displayName?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  placeShown?: PlaceChoice | undefined;
  locale?: Locale | undefined;
}

const usernameTaken = () =>
  new HttpError(409, accountMessages.usernameTaken, 'username_taken', { username: accountMessages.usernameTaken });
const emailTaken = () => new HttpError(409, accountMessages.emailTaken, 'email_taken', { email: accountMessages.emailTaken });
const broadcasterRoles: readonly UserRole[] = ['broadcaster', 'admin'];

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({
  db,
  clock,
  spam,
  loginStore,
  twoStep,
  passkeys,
  places,
}: {
  db: Db;
  clock: Clock;
  spam: SpamJudge;
  loginStore?: LoginStore | undefined;
  twoStep: TwoStepService;
  passkeys: PasskeysService;
  /** Where an address is, for the member's list of sessions (a country, "This network"). */
  places: Places;
}) {
  const signIn = createLogin({ db, clock, loginStore, twoStep, passkeys });
  const session = (userId: string, client: Client) => startSession(db, userId, client, clock.now());

  return {
    async signup(input: SignupInput, client: Client) {
      spam.refuse(input);
      if (await repo.findUserByUsername(db, input.username)) throw usernameTaken();
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const { username, email, country, city } = input;
      const displayName = input.displayName || username;
      const user = await repo.insertUser(db, { username, email, passwordHash, displayName, country, city }).catch((err: unknown) => {
        // Two sign-ups racing for one name: the unique index decides, the loser hears why.
        const text = String((err as { cause?: unknown }).cause ?? err);
        if (text.includes('users_username_lower_idx')) throw usernameTaken();
        if (text.includes('users_email_lower_idx')) throw emailTaken();
        throw err;
      });
      return { token: await session(user.id, client), user: toPublicUser(user, { self: true }) };
    },

    /** The station's first admin, made by its setup (a new account: an existing one is never promoted by a setup code). */
    async createFirstAdmin(input: { username: string; email: string; password: string }, client: Client) {
      if (await repo.findUserByUsername(db, input.username)) throw usernameTaken();
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const { username, email } = input;
      const user = await repo.insertUser(db, {
        username,
        email,
        passwordHash: await hashPassword(input.password),
        displayName: username,
        role: 'admin',
      });
      return { token: await session(user.id, client), user: toPublicUser(user, { self: true }) };
    },

    /** Undoes `createFirstAdmin` when the rest of the setup could not be written. */
    removeAccount: (id: string) => repo.deleteUsers(db, [id]),

    async login(
      input: { username: string; password: string; otp?: string | undefined; passkey?: PasskeyAuthenticationResponse | undefined },
      address: string,
      userAgent: string,
    ) {
      const { token, user } = await signIn.login(input, address, userAgent);
      return { token, user: toPublicUser(user, { self: true }) };
    },

    ...createMemberSessions({ db, clock, places }),

    async getSelf(userId: string): Promise<PublicUser> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized(commonMessages.sessionExpired);
      return toPublicUser(user, { self: true });
    },

    async updateProfile(userId: string, patch: ProfilePatch): Promise<PublicUser> {
      const current = await repo.findUserById(db, userId);
      if (!current) throw unauthorized(commonMessages.sessionExpired);
      const changes: Parameters<typeof repo.updateUser>[2] = {};
      if (patch.bio !== undefined) changes.bio = patch.bio.trim();
      if (patch.displayName !== undefined) changes.displayName = patch.displayName;
      if (patch.country !== undefined) {
        changes.country = patch.country;
        changes.city = patch.city ?? '';
      } else if (patch.city !== undefined) changes.city = patch.city;
      if (patch.placeShown !== undefined) changes.placeShown = patch.placeShown;
      if (patch.locale !== undefined) changes.locale = patch.locale;
      const user = Object.keys(changes).length ? await repo.updateUser(db, userId, changes, clock.now()) : current;
      return toPublicUser(user, { self: true });
    },

    async setAvatar(userId: string, avatarUrl: string): Promise<PublicUser> {
      return toPublicUser(await repo.updateUser(db, userId, { avatarUrl }, clock.now()), { self: true });
    },

    /** Creates an admin, or promotes an existing account. Answers the generated password once. */
    /** Whether an account has this username (create-admin asks a new admin's email, not a promoted one's). */
    async hasAccount(username: string): Promise<boolean> {
      return !!(await repo.findUserByUsername(db, username));
    },

    async createAdmin(username: string, opts: { password?: string | undefined; email?: string | undefined } = {}) {
      const existing = await repo.findUserByUsername(db, username);
      if (existing) {
        await repo.setRole(db, existing.id, 'admin', clock.now());
        if (opts.password) await repo.updateUser(db, existing.id, { passwordHash: await hashPassword(opts.password) }, clock.now());
        return { created: false };
      }
      const password = opts.password ?? crypto.randomBytes(12).toString('base64url');
      const email = opts.email ?? `${username.toLowerCase()}@admin.invalid`;
      await repo.insertUser(db, { username, email, passwordHash: await hashPassword(password), displayName: username, role: 'admin' });
      return { created: true, ...(opts.password ? {} : { password }) };
    },

    guardedSignIn: signIn.guardedSignIn,
    confirmPassword: signIn.confirmPassword,

    /** For the radio's live source mount: a broadcaster's (or admin's) own username and password. */
    async verifyBroadcasterCredentials(username: string, password: string): Promise<boolean> {
      const user = await repo.findUserByUsername(db, username);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      return ok && !!user && !user.suspendedAt && broadcasterRoles.includes(user.role);
    },
  };
}
