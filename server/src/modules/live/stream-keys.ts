import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import * as repo from './live.repo.ts';

export const hashStreamKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** A new stream key, stored as its hash and its last four characters; answered once. */
export async function createStreamKey(db: Db, userId: string, now: Date): Promise<{ key: string; createdAt: Date }> {
  const key = `live_${crypto.randomBytes(24).toString('base64url')}`;
  await repo.putKey(db, userId, hashStreamKey(key), key.slice(-4), now);
  return { key, createdAt: now };
}

/** Who a stream key lets go live: staff, not suspended, and not held back by the station's two-step rule (decision 029). */
export function streamKeyOwnerOf(db: Db, staffMayAct: ((userId: string) => Promise<boolean>) | undefined) {
  return async (key: string) => {
    const owner = await repo.broadcasterByKeyHash(db, hashStreamKey(key));
    return owner && (await (staffMayAct?.(owner.userId) ?? true)) ? owner : null;
  };
}
