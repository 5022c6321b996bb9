import { auditSentences as said } from '@selah/contracts/audit-sentences';
import crypto from 'node:crypto';
import { sourceKeyMessages, type SourceKeyResponse, type SourceKeyStatus } from '@selah/contracts/radio';
import type { Db } from '../../../db/client.ts';
import type { Audit } from '../../../platform/audit/audit.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import * as repo from './source-keys.repo.ts';

/** Every source key starts so: the mount tells a key from a password without a slow hash. */
export const SOURCE_KEY_PREFIX = 'src_';
const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export type SourceKeys = ReturnType<typeof createSourceKeys>;

/**
 * A DJ's own key for the live mount (decision 029). DJ software sends Basic auth and cannot type
 * a second step, so while the station asks staff for two steps the account's password alone no
 * longer opens the mount, and this key (made in the studio, by an account that uses two steps)
 * does. Random, shown once, kept as SHA-256, replaced or revoked, audited.
 */
export function createSourceKeys(deps: {
  db: Db;
  clock: Clock;
  audit: Audit;
  /** Whether the station asks staff for two steps (then passwords no longer open the mount). */
  staffRuleOn: () => Promise<boolean>;
  /** False for an account without a second step while the rule is on: its key is refused too. */
  staffMayAct: (userId: string) => Promise<boolean>;
}) {
  const { db, clock } = deps;
  return {
    async status(userId: string): Promise<SourceKeyStatus> {
      const row = await repo.sourceKeyOf(db, userId);
      return {
        hasKey: row !== null,
        keyHint: row?.keyHint ?? null,
        createdAt: row?.createdAt.toISOString() ?? null,
        lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
        passwordAccepted: !(await deps.staffRuleOn()),
      };
    },

    async create(user: { id: string; username: string }): Promise<SourceKeyResponse> {
      const key = `${SOURCE_KEY_PREFIX}${crypto.randomBytes(24).toString('base64url')}`;
      const now = clock.now();
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await repo.putSourceKey(tx, user.id, hashKey(key), key.slice(-4), now);
        await deps.audit.record(
          {
            actor: user,
            action: 'live.source-key.create',
            targetType: 'user',
            targetId: user.id,
            summary: said.sourceKeyMade(user.username),
          },
          tx,
        );
      });
      return { key, createdAt: now.toISOString() };
    },

    async revoke(user: { id: string; username: string }): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.deleteSourceKey(tx, user.id))) throw notFound(sourceKeyMessages.notFound);
        await deps.audit.record(
          {
            actor: user,
            action: 'live.source-key.revoke',
            targetType: 'user',
            targetId: user.id,
            summary: said.sourceKeyRevoked(user.username),
          },
          tx,
        );
      });
    },

    /**
     * May `username` with `secret` feed the mount? Their source key; or, while the station does not
     * ask staff for two steps, their password (`checkPassword`, the slow hash).
     */
    async verify(username: string, secret: string, checkPassword: (user: string, pass: string) => Promise<boolean>): Promise<boolean> {
      if (secret.startsWith(SOURCE_KEY_PREFIX)) {
        const owner = await repo.useSourceKey(db, username, hashKey(secret), clock.now());
        return owner !== null && (await deps.staffMayAct(owner.userId));
      }
      if (await deps.staffRuleOn()) return false;
      return checkPassword(username, secret);
    },

    /** A deleted account's key goes with it (decision 021). */
    forget: (tx: Db, userId: string) => repo.deleteSourceKey(tx, userId).then(() => undefined),
  };
}
