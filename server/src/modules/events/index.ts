import type { EventsModuleService } from './module-service.ts';
import { defineModule } from '../../platform/module.ts';
import { eventDataOf, forgetEventMember } from './member-data.repo.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { eventsAdminRoutes } from './admin-routes.ts';
import { removeDemoEvents, seedDemoEvents } from './events.seed.ts';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import { createEventsService } from './events.service.ts';
import type { CalendarContext } from './ics.ts';
import { createRemindersService } from './reminders.service.ts';
import { cardOrNothing, idFromPath } from '../../platform/http/share-path.ts';
import { eventsRoutes } from './routes.ts';
import { eventIn } from './event-view.ts';
import { createRsvpsService } from './rsvps.service.ts';
import { createEventSearch } from './event-search.ts';
import { createAttendeeReminders } from './attendee-reminders.ts';
import { createReminderDelivery } from './reminder-delivery.ts';
import { notifyInTheirLanguage } from './event-changes.ts';
import { createFollowsService } from './follows.service.ts';
import { listenForGoLive } from './live-alerts.ts';
import { createOpenSeriesJob } from './series-open.ts';

export type { EventsModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    events: EventsModuleService;
  }
}

/**
 * Events and reminders: the station's events in its zone with calendar files and a feed, and
 * members' reminders of an event or a program, sent as notifications by durable jobs.
 */
export const eventsModule = defineModule<EventsModuleService>({
  name: 'events',
  adminRoles: ['admin', 'broadcaster'],
  service: (ctx) => {
    const { config, db, clock, jobs } = ctx;
    const site = ctx.use('site');
    const notifier = ctx.use('notifications').notifier;
    const radio = ctx.use('radio').radio;
    const calendar = async (): Promise<CalendarContext> => {
      const baseUrl = await publicAddress(config, ctx.settings);
      return { stationName: (await site.station()).name, timezone: ctx.time.zone(), baseUrl, uidDomain: new URL(baseUrl).hostname };
    };
    const members = ctx.use('accounts').members;
    // Each member hears of events in their saved language (English until they choose).
    const notify = notifyInTheirLanguage(
      (fact, ids) => notifier.notify(fact, ids),
      async (ids) => new Map([...(await members.contactsByIds(ids))].map(([id, c]) => [id, c.locale])),
    );
    const delivery = createReminderDelivery({ db, clock, jobs, zone: ctx.time.zone, notify });
    const rsvps = createRsvpsService({
      db,
      clock,
      zone: ctx.time.zone,
      notify,
      members,
      reminders: createAttendeeReminders({ db, clock, jobs, schedule: delivery.schedule }),
    });
    const shared = {
      db,
      clock,
      jobs,
      zone: ctx.time.zone,
      calendar,
      notify,
      program: (id: string) => radio.program(id),
      programs: () => radio.programs(),
      audit: ctx.audit,
      rsvps,
    };
    const events = createEventsService(shared);
    const reminders = createRemindersService(shared);
    const openSeries = createOpenSeriesJob({ db, clock, jobs });
    const registerJobs: EventsModuleService['registerJobs'] = (scheduler) => {
      reminders.registerJobs(scheduler);
      openSeries.registerJobs(scheduler);
    };
    registerJobs(jobs);
    return {
      events,
      reminders,
      rsvps,
      follows: createFollowsService({ db, clock, program: (id) => radio.program(id) }),
      search: createEventSearch({ clock }),
      registerJobs,
      startJobs: openSeries.start,
      seedDemo: (marks: DemoMarks) => seedDemoEvents(db, events, clock, ctx.time.zone(), marks),
      removeDemo: (marks: DemoMarks) => removeDemoEvents(db, marks),
    };
  },
  routes: eventsRoutes,
  start: (service) => service.startJobs(),
  events: (_service, ctx) => {
    const { notifier } = ctx.use('notifications');
    listenForGoLive({ db: ctx.db, bus: ctx.bus, clock: ctx.clock, log: ctx.log, notify: (fact, ids) => notifier.notify(fact, ids) });
  },
  // The shared link's card, its date and hours in the visitor's language (the page's).
  page: async ({ events }, pathname, locale) => {
    const id = idFromPath(pathname, '/events/');
    const found = id && (await cardOrNothing(() => events.get(id)));
    if (!found) return {};
    const event = eventIn(locale)(found);
    const when = `${event.formattedDate}, ${event.time}${event.location ? ` · ${event.location}` : ''}`;
    return { share: { title: event.title, description: `${when}. ${event.description}`, type: 'article' } };
  },
  adminRoutes: eventsAdminRoutes,
  demoContent: (service, marks) => service.seedDemo(marks),
  removeDemo: (service, marks) => service.removeDemo(marks),
  // The member's part of their data export and of their account's deletion (decision 021).
  memberData: { export: (_s, userId, db) => eventDataOf(db, userId), forget: (_s, userId, tx) => forgetEventMember(tx, userId) },
});
