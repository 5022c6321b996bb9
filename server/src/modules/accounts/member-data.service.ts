import { auditSentences as said } from '@selah/contracts/audit-sentences';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { memberDataMessages, type MemberExport } from '@selah/contracts/member-data';
import { peopleMessages } from '@selah/contracts/admin-people';
import { commonMessages } from '@selah/contracts/common';
import type { Db } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { MemberDataRegistry } from '../../platform/module.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { StationTime } from '../../platform/time/station-time.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../platform/http/errors.ts';
import type { AccountsService } from './accounts.service.ts';
import type { PasskeysService } from './passkeys.service.ts';
import type { TwoStepService } from './two-step.service.ts';
import * as accountsRepo from './accounts.repo.ts';
import { verifyPassword } from './password.ts';
import * as repo from './people.repo.ts';
import type { SessionUser } from './session.service.ts';
import './accounts.events.ts';

export type MemberDataService = ReturnType<typeof createMemberDataService>;

interface Deps {
  db: Db;
  clock: Clock;
  time: StationTime;
  audit: Audit;
  bus: EventBus;
  dataDir: string;
  accounts: AccountsService;
  twoStep: Pick<TwoStepService, 'totpOn'>;
  passkeys: Pick<PasskeysService, 'list'>;
  memberData: MemberDataRegistry;
}

/**
 * Members' data theirs (issue 29, decision 021): the member's export, the deletion of their own
 * account, and an admin's deletion on a member's request. A deletion is one transaction: every
 * module forgets its part, then the account becomes a tombstone, and the audit line is written
 * with it.
 */
export function createMemberDataService(deps: Deps) {
  const { db, clock } = deps;

  async function erase(userId: string, actor: AuditActor, summary: (name: string) => string, reason: string | null): Promise<void> {
    const username = await deps.db.transaction(async (tx) => {
      const before = await repo.findPerson(tx, userId);
      if (!before) throw notFound(peopleMessages.userNotFound);
      if (before.role === 'admin' && (await repo.lockAdmins(tx)).filter((a) => a !== userId).length === 0)
        throw conflict(
          'id' in actor && actor.id === userId ? memberDataMessages.lastAdmin : memberDataMessages.deleteLastAdmin,
          'last_admin',
        );
      await deps.memberData.forget(userId, tx);
      await repo.tombstoneUser(tx, userId, clock.now(), `former_${crypto.randomBytes(6).toString('hex')}`);
      await deps.audit.record(
        {
          actor,
          action: 'people.delete',
          targetType: 'user',
          targetId: userId,
          summary: summary(before.username),
          before: { role: before.role, threads: before.threads, replies: before.replies },
          after: { deleted: true, ...(reason ? { reason } : {}) },
        },
        tx,
      );
      return before.username;
    });
    // After the commit: whatever they hold open is cut off, and their pictures leave the disk.
    await deps.bus.broadcast('accounts.suspended', { userId, username });
    await removeAvatars(deps.dataDir, userId);
  }

  return {
    /** Everything the member gave the station, as one JSON document (GET /api/auth/export). */
    async exportFor(viewer: SessionUser): Promise<MemberExport> {
      const profile = await deps.accounts.getSelf(viewer.id);
      const sessions = await deps.accounts.sessions(viewer);
      const parts = await deps.memberData.export(viewer.id);
      // The second steps by name and date (never a secret, a code or a key).
      const twoStep = {
        authenticatorApp: await deps.twoStep.totpOn(viewer.id),
        passkeys: (await deps.passkeys.list(viewer.id)).map(({ name, createdAt, lastUsedAt }) => ({ name, createdAt, lastUsedAt })),
      };
      return {
        ...parts,
        twoStep,
        format: 'selah-member-data/1',
        exportedAt: clock.now().toISOString(),
        stationDay: deps.time.today(),
        profile,
        sessions,
      };
    },

    /** The member deletes their own account, confirming with their password (under the sign-in guard). */
    async deleteOwn(viewer: SessionUser, password: string, address: string): Promise<{ message: string }> {
      const user = await accountsRepo.findUserById(db, viewer.id);
      if (!user || user.deletedAt) throw unauthorized(commonMessages.sessionExpired);
      const verdict = await deps.accounts.guardedSignIn(user.username, address, () => verifyPassword(user.passwordHash, password));
      if (!verdict.ok && verdict.retryAfterMs !== null) throw new HttpError(429, memberDataMessages.rateLimit, 'rate_limit');
      if (!verdict.ok) throw forbidden(memberDataMessages.wrongPassword);
      await erase(viewer.id, { id: viewer.id, username: viewer.username }, said.accountDeletedBySelf, null);
      return { message: memberDataMessages.deleted };
    },

    /** An admin deletes a member's account on the member's request, saying why; the last admin and oneself are refused. */
    async deleteByAdmin(actor: SessionUser, userId: string, reason: string): Promise<void> {
      if (actor.id === userId) throw badRequest(memberDataMessages.notYourself, undefined, 'yourself');
      await erase(userId, actor, (name: string) => said.accountDeleted(name, reason), reason);
    },
  };
}

async function removeAvatars(dataDir: string, userId: string): Promise<void> {
  const dir = path.join(dataDir, 'avatars');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(files.filter((f) => f.startsWith(`${userId}-`)).map((f) => fs.rm(path.join(dir, f), { force: true })));
}
