import { messagesMessages, type FollowState, type PublicProfile, type TeamAccounts } from '@selah/contracts/messages';
import type { TeamMember } from '@selah/contracts/site-content';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { MembersService, SessionUser } from '../accounts/index.ts';
import * as repo from './people.repo.ts';

export type PeopleService = ReturnType<typeof createPeopleService>;

/** Members as others see them: profiles with follow counts, following and blocking. */
export function createPeopleService(deps: { db: Db; clock: Clock; members: MembersService; team: () => Promise<TeamMember[]> }) {
  const { db, clock, members } = deps;

  /** The member, or 404 (a suspended member is not followed or written to). */
  async function existing(id: string) {
    const [author, standing] = await Promise.all([members.authorsByIds([id]), members.standingsByIds([id])]);
    const a = author.get(id);
    const s = standing.get(id);
    if (!a || !s || s.suspended) throw notFound(messagesMessages.memberNotFound);
    return { ...a, ...s };
  }

  async function followState(viewerId: string, id: string): Promise<FollowState> {
    const c = await repo.followCounts(db, id, viewerId);
    return { following: c.isFollowing, followers: c.followers };
  }

  return {
    existing,

    async profile(viewer: SessionUser | null, id: string): Promise<PublicProfile> {
      const m = await existing(id);
      const c = await repo.followCounts(db, id, viewer?.id ?? null);
      return {
        id: m.id,
        username: m.username,
        displayName: m.displayName,
        place: m.place,
        avatar: m.avatar,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        followers: c.followers,
        following: c.following,
        isFollowing: c.isFollowing,
        blocked: viewer && viewer.id !== id ? await repo.blockState(db, viewer.id, id) : 'none',
      };
    },

    async follow(viewer: SessionUser, id: string, on: boolean): Promise<FollowState> {
      if (id === viewer.id) throw badRequest(messagesMessages.followYourself, undefined, 'own_account');
      if (!on) {
        await repo.unfollow(db, viewer.id, id);
        return followState(viewer.id, id);
      }
      await existing(id);
      if ((await repo.blockState(db, viewer.id, id)) !== 'none') throw badRequest(messagesMessages.followBlocked, undefined, 'blocked');
      await repo.follow(db, viewer.id, id, clock.now());
      return followState(viewer.id, id);
    },

    async block(viewer: SessionUser, id: string, on: boolean): Promise<{ blocked: boolean }> {
      if (id === viewer.id) throw badRequest(messagesMessages.blockYourself, undefined, 'own_account');
      if (!on) {
        await repo.unblock(db, viewer.id, id);
        return { blocked: false };
      }
      if (!(await members.authorsByIds([id])).has(id)) throw notFound(messagesMessages.memberNotFound);
      await repo.block(db, viewer.id, id, clock.now());
      return { blocked: true };
    },

    blockState: (viewerId: string, otherId: string) => repo.blockState(db, viewerId, otherId),
    followerIds: (id: string) => repo.followerIds(db, id),

    /** The team cards whose email is a staff account's: those hosts can be followed from the team page. */
    async teamAccounts(): Promise<TeamAccounts> {
      const team = await deps.team();
      const staff = await members.staffIdsByEmails(team.map((m) => m.email));
      const byEmail = new Map(staff.map((s) => [s.email, s.id]));
      return {
        accounts: team.flatMap((m) => {
          const userId = byEmail.get(m.email.trim().toLowerCase());
          return userId ? [{ teamMemberId: m.id, userId }] : [];
        }),
      };
    },
  };
}
