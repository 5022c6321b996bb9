import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonMessages } from '@selah/contracts/common';
import type { UserRole } from '../../db/schema/accounts.ts';
import { twoStepMessages } from '@selah/contracts/two-step';
import { forbidden, HttpError, unauthorized } from '../../platform/http/errors.ts';
import { systemClock } from '../../platform/time/clock.ts';
import { resolveSession, type SessionUser } from './session.service.ts';
import { withStaffRule } from './staff-two-step.ts';

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The user a bearer token signs in, as they may act: under the station's two-step rule, staff
 * without a second step act as members (for sockets, which carry the token in a message).
 */
export async function sessionUser(server: FastifyInstance, token: string): Promise<SessionUser | null> {
  // On the wall clock, not the app's: test fixtures (createTestUser) start sessions on the wall clock.
  const user = await resolveSession(server.db, token, systemClock.now());
  return user && withStaffRule(server, user);
}

/** The signed-in user, or null for a visitor. Looked up once per request. */
export function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token ? sessionUser(request.server, token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** Throws 401 unless a live session signs the request. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await optionalUser(request);
  if (!user) {
    throw bearerToken(request) ? unauthorized(commonMessages.sessionExpired) : unauthorized(commonMessages.signIn);
  }
  return user;
}

/**
 * Throws 401 when signed out and 403 when the user's role is not one of `roles`: with
 * `two_step_required` when the role is theirs but held back by the station's two-step rule.
 */
export async function requireRole(request: FastifyRequest, ...roles: UserRole[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (roles.includes(user.role)) return user;
  if (user.heldRole && roles.includes(user.heldRole)) throw new HttpError(403, twoStepMessages.staffRequired, 'two_step_required');
  throw forbidden();
}

/** Rate-limit key: the member's id when signed in (however the header is spelled), else the address. */
export async function memberOrAddress(request: FastifyRequest): Promise<string> {
  const user = await optionalUser(request);
  return user ? `member:${user.id}` : `address:${request.ip}`;
}
