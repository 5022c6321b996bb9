import { fillActor, messagesMessages } from '@selah/contracts/messages';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { MembersService } from '../accounts/index.ts';
import type { NotificationsModuleService } from '../notifications/index.ts';
import type { PeopleService } from './people.service.ts';
import '../community/index.ts';
import '../live/index.ts';
import '../radio/index.ts';

/** One show going live tells its host's followers once (a DJ who reconnects within it is the same show). */
const SAME_SHOW_MS = 3 * 3_600_000;

/**
 * A followed member's new discussion and a followed host going live (a live video from their
 * stream key, or the radio's live input with their DJ account) reach their followers'
 * notifications ("content_follow", as replies in followed discussions do). An anonymous post
 * reaches nobody this way: its followers would learn who wrote it.
 */
export function listenForFollowed(deps: {
  bus: EventBus;
  members: MembersService;
  people: Pick<PeopleService, 'followerIds'>;
  notifier: NotificationsModuleService['notifier'];
  clock: Clock;
}): void {
  const { bus, members, people, notifier, clock } = deps;
  const nameOf = async (id: string) => (await members.authorsByIds([id])).get(id)?.displayName ?? null;

  bus.subscribe('thread.created', async (e) => {
    if (e.anonymous) return;
    const followers = await people.followerIds(e.authorId);
    const name = followers.length ? await nameOf(e.authorId) : null;
    if (!name) return;
    await notifier.notify(
      {
        type: 'content_follow',
        threadId: e.threadId,
        eventId: null,
        subject: e.title,
        actorId: e.authorId,
        actorName: name,
        title: fillActor(messagesMessages.followPost, name),
      },
      followers,
    );
  });

  /** When each show (its host and key) last told the followers. */
  const told = new Map<string, number>();
  async function hostLive(userId: string, showKey: string, title: string): Promise<void> {
    const key = `${userId} ${showKey}`;
    const now = clock.ms();
    const last = told.get(key);
    told.set(key, now);
    if (last !== undefined && now - last < SAME_SHOW_MS) return;
    const followers = await people.followerIds(userId);
    const name = followers.length ? await nameOf(userId) : null;
    if (!name) return;
    await notifier.notify(
      {
        type: 'content_follow',
        threadId: null,
        eventId: null,
        subject: title,
        actorId: userId,
        actorName: name,
        title: fillActor(messagesMessages.followLive, name),
        metadata: { link: '/live' },
      },
      followers,
    );
  }

  bus.subscribe('live.stream-started', async (e) => {
    if (e.userId) await hostLive(e.userId, e.showKey, e.title);
  });
  bus.subscribe('radio.live-started', async (e) => {
    const [dj] = e.dj ? await members.idsByUsernames([e.dj]) : [];
    if (dj) await hostLive(dj.id, e.showKey, e.show);
  });
}
