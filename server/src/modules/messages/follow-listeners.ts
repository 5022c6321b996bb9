import { fillActor, messagesMessages } from '@selah/contracts/messages';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { MembersService } from '../accounts/index.ts';
import type { NotificationsModuleService } from '../notifications/index.ts';
import type { PeopleService } from './people.service.ts';
import '../community/index.ts';
import '../live/index.ts';

/**
 * A followed member's new discussion and a followed host going live reach their followers'
 * notifications ("content_follow", as replies in followed discussions do). An anonymous post
 * reaches nobody this way: its followers would learn who wrote it.
 */
export function listenForFollowed(deps: {
  bus: EventBus;
  members: MembersService;
  people: Pick<PeopleService, 'followerIds'>;
  notifier: NotificationsModuleService['notifier'];
}): void {
  const { bus, members, people, notifier } = deps;
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

  bus.subscribe('live.stream-started', async (e) => {
    if (!e.userId) return;
    const followers = await people.followerIds(e.userId);
    const name = followers.length ? await nameOf(e.userId) : null;
    if (!name) return;
    await notifier.notify(
      {
        type: 'content_follow',
        threadId: null,
        eventId: null,
        subject: e.title,
        actorId: e.userId,
        actorName: name,
        title: fillActor(messagesMessages.followLive, name),
        metadata: { link: '/live' },
      },
      followers,
    );
  });
}
