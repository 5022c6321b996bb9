import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { EventsService } from './events.service.ts';
import type { RemindersService } from './reminders.service.ts';
import type { RsvpsService } from './rsvps.service.ts';
import type { SearchSource } from '../../platform/search.ts';
import type { FollowsService } from './follows.service.ts';

/** What the module gives the others and its own routes (its own file: routes never import index.ts back). */
export interface EventsModuleService {
  events: EventsService;
  reminders: RemindersService;
  /** "I'm coming": places, the waitlist and the attendees. */
  rsvps: RsvpsService;
  /** Go-live alerts: the programs (or the station) a member follows. */
  follows: FollowsService;
  /** Upcoming and recent events for the site search. */
  search: SearchSource;
  /** Registers the reminder job's and the open series job's handlers on a scheduler (the app's own; tests add more instances). */
  registerJobs(scheduler: Pick<Jobs, 'handle'>): void;
  /** At start: schedules the next daily run of the open series job (once, whatever the instances). */
  startJobs(): Promise<void>;
  seedDemo(marks: DemoMarks): Promise<void>;
  removeDemo(marks: DemoMarks): Promise<void>;
}
