import { followMessages } from '@selah/contracts/requests';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Log } from '../../platform/module.ts';
import type { NotificationsModuleService } from '../notifications/index.ts';
import * as repo from './follows.repo.ts';

/** A show that goes quiet and comes back within this is the same show: no second alert. */
export const ALERT_WINDOW_MS = 3 * 3_600_000;

type Notify = NotificationsModuleService['notifier']['notify'];

/**
 * Go-live alerts: when the radio has a person on air (during a program) or the video goes live,
 * the program's followers and the station's hear it once ("Live now": in the app and by push
 * unless they chose otherwise, by email when they asked).
 */
export function listenForGoLive(deps: { db: Db; bus: EventBus; clock: Clock; log: Log; notify: Notify }): void {
  const { db, bus, clock } = deps;

  async function alert(showKey: string, programIds: string[], title: string, body: string, link: string) {
    if (!(await repo.claimAlert(db, showKey, clock.now(), ALERT_WINDOW_MS))) return;
    const followers = await repo.followerIds(db, programIds);
    if (!followers.length) return;
    await deps.notify(
      {
        type: 'live_now',
        threadId: null,
        eventId: null,
        subject: title,
        actorId: null,
        actorName: null,
        title: followMessages.liveTitle(title),
        body,
        metadata: { link },
      },
      followers,
    );
  }

  bus.subscribe('radio.live-started', async (e) => {
    const title = e.program?.title ?? e.show;
    await alert(
      e.showKey,
      e.program ? [e.program.id] : [],
      title,
      followMessages.liveBodyRadio(title, e.program?.host ?? e.dj ?? ''),
      '/live',
    );
  });
  bus.subscribe('live.stream-started', async (e) => {
    await alert(e.showKey, [], e.title, followMessages.liveBodyVideo(e.title), '/live');
  });
}
