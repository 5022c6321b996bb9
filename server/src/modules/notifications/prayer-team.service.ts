import type { PrayerTeamState } from '@selah/contracts/notifications';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import * as repo from './prayer-team.repo.ts';

export type PrayerTeamService = ReturnType<typeof createPrayerTeamService>;

/** Members who asked to hear of every new prayer request (joining twice, or leaving twice, changes nothing). */
export function createPrayerTeamService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async state(userId: string): Promise<PrayerTeamState> {
      return { member: await repo.isMember(db, userId) };
    },
    async set(userId: string, member: boolean): Promise<PrayerTeamState> {
      if (member) await repo.join(db, userId, clock.now());
      else await repo.leave(db, userId);
      return { member };
    },
    memberIds: () => repo.listMemberIds(db),
  };
}
