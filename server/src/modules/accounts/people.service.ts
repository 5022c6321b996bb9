import { auditSentences as said } from '@selah/contracts/audit-sentences';
import type { AdminUser, AdminUserPage, AdminUsersQuery } from '@selah/contracts/admin-people';
import { peopleMessages } from '@selah/contracts/admin-people';
import type { Db } from '../../db/client.ts';
import type { UserRole } from '../../db/schema/accounts.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import './accounts.events.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import * as repo from './people.repo.ts';
import type { SessionUser } from './session.service.ts';

const roleNames: Record<UserRole, (username: string) => string> = {
  member: said.madeMember,
  broadcaster: said.madeBroadcaster,
  admin: said.madeAdmin,
};

export const toAdminUser = (r: repo.PersonRow): AdminUser => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  suspendedAt: r.suspendedAt?.toISOString() ?? null,
});

export type PeopleService = ReturnType<typeof createPeopleService>;

/** The console's People section: find members, change roles, suspend and restore; every change audited. */
export function createPeopleService({ db, clock, audit, bus }: { db: Db; clock: Clock; audit: Audit; bus: EventBus }) {
  async function person(id: string, tx: Db = db): Promise<repo.PersonRow> {
    const row = await repo.findPerson(tx, id);
    if (!row) throw notFound(peopleMessages.userNotFound);
    return row;
  }
  const snapshot = (r: repo.PersonRow) => ({ role: r.role, suspended: r.suspendedAt !== null });

  return {
    async list(q: AdminUsersQuery): Promise<AdminUserPage> {
      const { rows, total } = await repo.searchPeople(db, {
        query: q.query || undefined,
        role: q.role,
        offset: (q.page - 1) * q.limit,
        limit: q.limit,
      });
      return { users: rows.map(toAdminUser), total, page: q.page, pages: Math.max(1, Math.ceil(total / q.limit)) };
    },

    get: async (id: string) => toAdminUser(await person(id)),

    /** Grants or revokes broadcaster and admin. The last admin stays an admin. */
    async setRole(actor: SessionUser, id: string, role: UserRole): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const before = await person(id, tx);
        if (before.role === role) return toAdminUser(before);
        const admins = await repo.lockAdmins(tx);
        if (before.role === 'admin' && admins.filter((a) => a !== id).length === 0) throw conflict(peopleMessages.lastAdmin, 'last_admin');
        if (role === 'admin' && before.suspendedAt) throw conflict(peopleMessages.suspendAdmin, 'suspended');
        await repo.writeRole(tx, id, role, clock.now());
        const after = await person(id, tx);
        await audit.record(
          {
            actor,
            action: 'people.role',
            targetType: 'user',
            targetId: id,
            summary: roleNames[role](before.username),
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
        return toAdminUser(after);
      });
    },

    /**
     * The member cannot sign in or post any more, and every session they hold ends now: their
     * stream key stops working and a live source or video broadcast of theirs is cut off.
     */
    async suspend(actor: SessionUser, id: string): Promise<AdminUser> {
      if (actor.id === id) throw badRequest(peopleMessages.notYourself);
      const suspended = await db.transaction(async (tx) => {
        const before = await person(id, tx);
        if (before.role === 'admin') throw conflict(peopleMessages.suspendAdmin, 'admin');
        if (before.suspendedAt) throw conflict(peopleMessages.alreadySuspended, 'already_suspended');
        const now = clock.now();
        await repo.writeSuspension(tx, id, actor.id, now);
        const ended = await repo.endAllSessions(tx, id, now);
        const after = await person(id, tx);
        await audit.record(
          {
            actor,
            action: 'people.suspend',
            targetType: 'user',
            targetId: id,
            summary: said.suspended(before.username, ended),
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
        return toAdminUser(after);
      });
      await bus.broadcast('accounts.suspended', { userId: id, username: suspended.username });
      return suspended;
    },

    async restore(actor: SessionUser, id: string): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const before = await person(id, tx);
        if (!before.suspendedAt) throw conflict(peopleMessages.notSuspended, 'not_suspended');
        await repo.writeSuspension(tx, id, null, null);
        const after = await person(id, tx);
        await audit.record(
          {
            actor,
            action: 'people.restore',
            targetType: 'user',
            targetId: id,
            summary: said.restored(before.username),
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
        return toAdminUser(after);
      });
    },

    newMembers: (since: Date) => repo.newMembers(db, since),
  };
}
