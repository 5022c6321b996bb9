import { sessionMessages, type MemberSession } from '@selah/contracts/accounts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { deviceName, networkOf } from './device.ts';
import type { Places } from './places.ts';
import { listLiveSessions, revokeOwnSession, revokeUserSessions } from './session.repo.ts';

/** The member's own list of where they are signed in (device, place by address, last seen), and signing devices out. */
export function createMemberSessions({ db, clock, places }: { db: Db; clock: Clock; places: Places }) {
  return {
    /** Where the member is signed in, this device marked. */
    async sessions(viewer: { id: string; sessionId: string }): Promise<MemberSession[]> {
      const rows = await listLiveSessions(db, viewer.id, clock.now());
      const where = await places.lookup(rows.map((s) => s.address));
      return rows.map((s) => ({
        id: s.id,
        device: deviceName(s.userAgent),
        place: where.get(s.address) ?? 'Unknown place',
        network: networkOf(s.address),
        signedInAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastUsedAt.toISOString(),
        current: s.id === viewer.sessionId,
      }));
    },

    /** Signs one of the member's own devices out (a lost phone, a library computer). */
    async endSession(viewer: { id: string }, sessionId: string): Promise<void> {
      if (!(await revokeOwnSession(db, viewer.id, sessionId, clock.now()))) throw notFound(sessionMessages.notFound);
    },

    /** Signs out everywhere but here; answers how many were ended. */
    endOtherSessions: (viewer: { id: string; sessionId: string }): Promise<number> =>
      revokeUserSessions(db, viewer.id, clock.now(), viewer.sessionId),
  };
}
