import { moderationMessages } from '@selah/contracts/admin-people';
import { prayerCategories } from '@selah/contracts/community';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { MembersService } from '../accounts/index.ts';
import type { CommunityModuleService } from '../community/index.ts';
import type { NotificationFact } from './notifications.repo.ts';
import type { Notifier } from './notify.service.ts';
import type { PrayerTeamService } from './prayer-team.service.ts';

type Threads = Pick<CommunityModuleService['threads'], 'summary' | 'followerIds' | 'prayerIds'>;

const isPrayer = (category: string) => (prayerCategories as readonly string[]).includes(category);

/**
 * Turns the community's events into notifications. Each member gets at most one per event
 * (the thread's author: a reply to their thread, not also "in a thread you follow"); nobody
 * hears of their own action; an anonymous actor is never named.
 */
export function listenToCommunity(deps: {
  bus: EventBus;
  threads: Threads;
  members: MembersService;
  notifier: Notifier;
  prayerTeam: Pick<PrayerTeamService, 'memberIds'>;
}): void {
  const { bus, threads, members, notifier, prayerTeam } = deps;

  const nameOf = async (userId: string, anonymous: boolean) =>
    anonymous ? null : ((await members.authorsByIds([userId])).get(userId)?.displayName ?? null);

  async function about(threadId: string, actorId: string, anonymous: boolean) {
    const thread = await threads.summary(threadId);
    if (!thread) return null;
    const fact = { threadId, eventId: null, subject: thread.title, actorId, actorName: await nameOf(actorId, anonymous) };
    return { thread, fact };
  }

  bus.subscribe('comment.created', async (e) => {
    const found = await about(e.threadId, e.authorId, e.anonymous);
    if (!found) return;
    const { thread, fact } = found;
    const reached = new Set([e.authorId]);
    const send = async (type: string, ids: string[]) => {
      const fresh = ids.filter((id) => !reached.has(id));
      for (const id of fresh) reached.add(id);
      if (fresh.length) await notifier.notify({ ...fact, type } satisfies NotificationFact, fresh);
    };
    await send(isPrayer(thread.category) ? 'prayer_reply' : 'thread_reply', [e.threadAuthorId]);
    if (e.parentAuthorId) await send('comment', [e.parentAuthorId]);
    await send('content_follow', await threads.followerIds(e.threadId));
  });

  bus.subscribe('prayer.joined', async (e) => {
    const found = await about(e.threadId, e.userId, false);
    if (found) await notifier.notify({ ...found.fact, type: 'prayer_joined' }, [e.threadAuthorId]);
  });

  // A new prayer request: the whole prayer team hears it, but its author. An anonymous request
  // names nobody and keeps no actor id, so nothing in the notification points back to its author.
  bus.subscribe('thread.created', async (e) => {
    if (!isPrayer(e.category)) return;
    const team = (await prayerTeam.memberIds()).filter((id) => id !== e.authorId);
    if (!team.length) return;
    const actorName = await nameOf(e.authorId, e.anonymous);
    await notifier.notify(
      {
        type: 'prayer_request',
        threadId: e.threadId,
        eventId: null,
        subject: e.title,
        actorId: e.anonymous ? null : e.authorId,
        actorName,
      },
      team,
    );
  });

  // The author marked the request answered: everyone who prayed for it hears, with the update.
  bus.subscribe('prayer.answered', async (e) => {
    const prayed = (await threads.prayerIds(e.threadId)).filter((id) => id !== e.authorId);
    if (!prayed.length) return;
    await notifier.notify(
      {
        type: 'prayer_answered',
        threadId: e.threadId,
        eventId: null,
        subject: e.title,
        actorId: null,
        actorName: null,
        body: `${e.title}: ${e.update}`,
      },
      prayed,
    );
  });

  bus.subscribe('mention', async (e) => {
    const found = await about(e.threadId, e.byUserId, e.anonymous);
    if (found) await notifier.notify({ ...found.fact, type: 'mention' }, [e.mentionedUserId]);
  });

  // Moderation hid a member's post: they hear it from the station, with why.
  bus.subscribe('post.hidden', async (e) => {
    await notifier.notify(
      {
        type: 'system',
        threadId: e.threadId,
        eventId: null,
        subject: e.threadTitle,
        actorId: null,
        actorName: null,
        title: e.targetType === 'comment' ? moderationMessages.hiddenReplyTitle : moderationMessages.hiddenThreadTitle,
        body: e.reason === 'reports' ? moderationMessages.hiddenByReports : moderationMessages.hiddenByStaff,
      },
      [e.authorId],
    );
  });
}
