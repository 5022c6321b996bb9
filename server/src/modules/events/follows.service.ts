import { followMessages, type FollowsResponse } from '@selah/contracts/requests';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import * as repo from './follows.repo.ts';

export type FollowsService = ReturnType<typeof createFollowsService>;

/** Members follow a program (or the whole station) to be told when it goes live. */
export function createFollowsService(deps: { db: Db; clock: Clock; program: (id: string) => Promise<{ id: string } | null> }) {
  const { db, clock } = deps;
  const mustExist = async (programId: string) => {
    if (!(await deps.program(programId))) throw notFound(followMessages.programNotFound);
  };
  return {
    async list(userId: string): Promise<FollowsResponse> {
      const rows = await repo.followsOf(db, userId);
      return { station: rows.some((r) => r.programId === null), programIds: rows.flatMap((r) => (r.programId ? [r.programId] : [])) };
    },
    async set(userId: string, programId: string | null, following: boolean): Promise<{ following: boolean }> {
      if (programId) await mustExist(programId);
      if (following) await repo.follow(db, userId, programId, clock.now());
      else await repo.unfollow(db, userId, programId);
      return { following };
    },
  };
}
