import type { CreateEventRequest } from '@selah/contracts/events';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { EventsService } from './events.service.ts';
import * as repo from './events.repo.ts';
import type { Db } from '../../db/client.ts';
import { inZone, zonedInstant } from '../../platform/time/zones.ts';

/** The demo station's coming events, placed relative to today in the station's zone (demo only). */
export async function seedDemoEvents(db: Db, events: EventsService, clock: Clock, tz: string, marks: DemoMarks): Promise<void> {
  if ((await repo.countEvents(db)) > 0) return;
  const today = inZone(clock.now(), tz).startOf('day');
  /** The next `weekday` (1 = Monday … 7 = Sunday) at least `minDays` from today, as a local date. */
  const next = (weekday: number, minDays = 1) => {
    let d = today.plus({ days: minDays });
    while (d.weekday !== weekday) d = d.plus({ days: 1 });
    return d.toISODate()!;
  };
  const at = (date: string, h: number, m = 0) => zonedInstant(date, h, m, tz).toISOString();
  const sunday = next(7);
  const wednesday = next(3);
  const saturday = next(6, 8);
  const demo: CreateEventRequest[] = [
    {
      title: 'Sunday Morning Worship Service',
      description:
        'Join Pastor James and the Harvest Light family for worship, prayer and a message from the Gospel of John. The service is broadcast live on the radio and streamed on the Live page.',
      category: 'service',
      startsAt: at(sunday, 10, 30),
      endsAt: at(sunday, 12, 0),
      location: 'Harvest Light Chapel, 412 Fairview Avenue, Bowling Green',
      isOnline: true,
      programId: null,
      capacity: null,
      question: null,
    },
    {
      title: 'Wednesday Night Prayer Meeting',
      description:
        'An hour of prayer for our city, our families and the requests shared in the community. Bring your requests, or send them in during the hour.',
      category: 'prayer',
      startsAt: at(wednesday, 19),
      endsAt: at(wednesday, 20),
      location: null,
      isOnline: true,
      programId: null,
      capacity: null,
      question: null,
    },
    {
      title: 'Community Worship Night',
      description: 'Local worship teams lead an evening of songs and testimonies. Free entry; a collection supports the station.',
      category: 'concert',
      startsAt: at(saturday, 18, 30),
      endsAt: at(saturday, 20, 30),
      location: 'Fountain Square Park, Bowling Green',
      isOnline: false,
      programId: null,
      capacity: null,
      question: null,
    },
  ];
  const ids: string[] = [];
  for (const event of demo) ids.push((await events.create(null, event)).id);
  await marks.mark('events.event', ids);
}

/** The demo's events leave the calendar (with their reminders); the station's own stay. */
export async function removeDemoEvents(db: Db, marks: DemoMarks): Promise<void> {
  for (const id of await marks.ids('events.event')) await repo.deleteEvent(db, id);
  await marks.forget('events.event');
}
