import crypto from 'node:crypto';
import { accountMessages, type PublicUser } from '@selah/contracts/accounts';
import { isCityOf } from '@selah/contracts/geo';
import type { Db } from '../../db/client.ts';
import type { UserRole } from '../../db/schema/accounts.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { judgeSubmission } from '../../platform/http/anti-spam.ts';
import { badRequest, HttpError, unauthorized } from '../../platform/http/errors.ts';
import {
  consumePasswordReset,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertPasswordReset,
  insertUser,
  setRole,
  updateUser,
  type UserRow,
} from './accounts.repo.ts';
import { LoginThrottle } from './login-throttle.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './session.repo.ts';
import { hashToken, startSession } from './session.service.ts';

export function toPublicUser(row: UserRow, opts: { self: boolean }): PublicUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    ...(opts.self ? { email: row.email } : {}),
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
  email: string;
  password: string;
  country: string;
  city: string;
  hp?: string;
  renderAt?: number | undefined;
}

export async function signup(db: Db, input: SignupInput, userAgent: string) {
  const verdict = judgeSubmission(input);
  if (verdict === 'honeypot') throw badRequest(accountMessages.captcha, undefined, 'captcha');
  if (verdict === 'too_fast') throw badRequest(accountMessages.tooFast, undefined, 'too_fast');
  if (await findUserByUsername(db, input.username)) throw usernameTaken();
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUser(db, {
      username: input.username,
      email: input.email,
      passwordHash,
      displayName: input.username,
      country: input.country,
      city: input.city,
    });
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides, the loser hears why.
    const text = String((err as { cause?: unknown }).cause ?? err);
    if (text.includes('users_username_lower_idx')) throw usernameTaken();
    if (text.includes('users_email_lower_idx')) throw emailTaken();
    throw err;
  }
  const token = await startSession(db, user.id, userAgent);
  return { token, user: toPublicUser(user, { self: true }) };
}

const usernameTaken = () =>
  new HttpError(409, accountMessages.usernameTaken, 'username_taken', { username: accountMessages.usernameTaken });
const emailTaken = () => new HttpError(409, accountMessages.emailTaken, 'email_taken', { email: accountMessages.emailTaken });

// Ten failures lock a username, thirty a client, for fifteen minutes.
const perUsername = new LoginThrottle(10, 15 * 60_000);
const perClient = new LoginThrottle(30, 15 * 60_000);

export async function login(db: Db, input: { username: string; password: string }, client: string, userAgent: string) {
  const nameKey = input.username.toLowerCase();
  if (perUsername.isBlocked(nameKey) || perClient.isBlocked(client)) {
    throw new HttpError(429, accountMessages.loginRateLimit, 'rate_limit');
  }
  const user = input.username.includes('@')
    ? await findUserByEmail(db, input.username)
    : await findUserByUsername(db, input.username);
  // Unknown users are checked against a dummy hash, so both failures take the same time.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) {
    perUsername.fail(nameKey);
    perClient.fail(client);
    throw unauthorized(accountMessages.invalidLogin);
  }
  perUsername.clear(nameKey);
  const token = await startSession(db, user.id, userAgent);
  return { token, user: toPublicUser(user, { self: true }) };
}

export async function getSelf(db: Db, userId: string): Promise<PublicUser> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('Your session has expired. Please sign in again.');
  return toPublicUser(user, { self: true });
}

export async function updateProfile(
  db: Db,
  userId: string,
  patch: { bio?: string | undefined; displayName?: string | undefined; country?: string | undefined; city?: string | undefined },
): Promise<PublicUser> {
  const current = await findUserById(db, userId);
  if (!current) throw unauthorized();
  if (patch.city !== undefined && patch.country === undefined && patch.city && !isCityOf(current.country, patch.city)) {
    throw badRequest(accountMessages.cityInvalid, { city: accountMessages.cityInvalid });
  }
  const changes: Parameters<typeof updateUser>[2] = {};
  if (patch.bio !== undefined) changes.bio = patch.bio.trim();
  if (patch.displayName !== undefined) changes.displayName = patch.displayName;
  if (patch.country !== undefined) {
    changes.country = patch.country;
    changes.city = patch.city ?? '';
  } else if (patch.city !== undefined) changes.city = patch.city;
  const user = Object.keys(changes).length ? await updateUser(db, userId, changes) : current;
  return toPublicUser(user, { self: true });
}

export async function setAvatar(db: Db, userId: string, avatarUrl: string): Promise<PublicUser> {
  return toPublicUser(await updateUser(db, userId, { avatarUrl }), { self: true });
}

const RESET_MS = 60 * 60_000;

/** Always succeeds from the outside: whether the address has an account stays private. */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string, siteUrl: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await insertPasswordReset(db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_MS) });
  const link = `${siteUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.displayName},`,
      '',
      'Someone (we hope you) asked to reset the password of your account. Open this link within one hour to choose a new one:',
      '',
      link,
      '',
      'If you did not ask, you can ignore this message; your password stays as it is.',
    ].join('\n'),
  });
}

export async function confirmPasswordReset(db: Db, token: string, password: string, userAgent: string) {
  const now = new Date();
  const userId = await consumePasswordReset(db, hashToken(token), now);
  if (!userId) throw badRequest(accountMessages.resetInvalid, undefined, 'reset_invalid');
  const user = await updateUser(db, userId, { passwordHash: await hashPassword(password) });
  await revokeUserSessions(db, userId, now);
  const sessionToken = await startSession(db, userId, userAgent);
  return { token: sessionToken, user: toPublicUser(user, { self: true }) };
}

/** Creates an admin, or promotes an existing account. Answers the generated password once. */
export async function createAdmin(
  db: Db,
  username: string,
  opts: { password?: string | undefined; email?: string | undefined } = {},
): Promise<{ created: boolean; password?: string }> {
  const existing = await findUserByUsername(db, username);
  if (existing) {
    await setRole(db, existing.id, 'admin');
    if (opts.password) await updateUser(db, existing.id, { passwordHash: await hashPassword(opts.password) });
    return { created: false };
  }
  const password = opts.password ?? crypto.randomBytes(12).toString('base64url');
  await insertUser(db, {
    username,
    email: opts.email ?? `${username.toLowerCase()}@admin.invalid`,
    passwordHash: await hashPassword(password),
    displayName: username,
    role: 'admin',
  });
  return { created: true, ...(opts.password ? {} : { password }) };
}

const broadcasterRoles: readonly UserRole[] = ['broadcaster', 'admin'];

/** For the radio's live source mount: a broadcaster's (or admin's) own username and password. */
export async function verifyBroadcasterCredentials(db: Db, username: string, password: string): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  return ok && !!user && broadcasterRoles.includes(user.role);
}
