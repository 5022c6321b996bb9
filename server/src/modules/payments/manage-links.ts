import crypto from 'node:crypto';
import { paymentMessages } from '@selah/contracts/payments';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { findManageToken, insertManageToken } from './manage-links.repo.ts';

const MANAGE_LINK_DAYS = 400;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * A visitor's link to manage their gifts (members manage from their profile): a random token,
 * stored hashed, good for 400 days.
 */
export function createManageLinks({ db, clock, baseUrl }: { db: Db; clock: Clock; baseUrl: () => Promise<string> }) {
  /** A fresh manage link for a visitor (members manage from their profile). */
  async function manageLink(email: string): Promise<string> {
    const token = crypto.randomBytes(24).toString('base64url');
    const now = clock.now();
    await insertManageToken(db, sha256(token), email.toLowerCase(), now, new Date(now.getTime() + MANAGE_LINK_DAYS * 86_400_000));
    return `${await baseUrl()}/donate/manage?token=${token}`;
  }

  async function emailOfToken(token: string): Promise<string> {
    const email = await findManageToken(db, sha256(token), clock.now());
    if (!email) throw new HttpError(404, paymentMessages.manageLinkInvalid, 'invalid_link');
    return email;
  }

  return { manageLink, emailOfToken };
}
