import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  type ICalCalendar,
  type ICalRepeatingOptions,
  type ICalWeekday,
} from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Locale } from '@selah/contracts/i18n';
import type { EventRow } from './events.repo.ts';
import type { SeriesRow } from './series.repo.ts';
import { icalWeekday, setPosOf } from '../../platform/time/recurrence.ts';
import { categoryIn, eventWords } from './words.ts';

export interface CalendarContext {
  stationName: string;
  /** The station's IANA zone: every time is written with this TZID and its VTIMEZONE. */
  timezone: string;
  /** The station's address for links ('https://radio.example.org'). */
  baseUrl: string;
  /** The domain in each UID, so calendar apps tell this station's events from others'. */
  uidDomain: string;
  /** The language of Selah's own words in the file (the request's); the station's titles stay as written. */
  locale?: Locale;
}

const langOf = (ctx: CalendarContext): Locale => ctx.locale ?? 'en';

export interface ProgramOccurrence {
  id: string;
  title: string;
  host: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * A TEXT value as RFC 5545 (3.3.11) writes it. ical-generator escapes the event's properties but
 * writes the calendar's NAME, X-WR-CALNAME and PRODID as given: a title with a comma, semicolon,
 * backslash or line break made calendar apps reject the file.
 */
export const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * A calendar (RFC 5545) in the station's zone, written by ical-generator. The calendar itself has
 * no zone name (its DTSTAMP stays UTC, as the RFC wants); each event carries TZID and the VTIMEZONE
 * comes from timezones-ical-library.
 */
function calendar(ctx: CalendarContext, name: string): ICalCalendar {
  const cal = ical({
    name: icsText(name),
    // PRODID's parts are joined with "//": a slash in the station's name would read as another part.
    prodId: { company: 'Selah', product: icsText(ctx.stationName.replace(/\//g, '-')), language: langOf(ctx).toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
    ttl: 60 * 60,
  });
  cal.x([['X-WR-TIMEZONE', ctx.timezone]]);
  return cal;
}

const zoned = (d: Date, tz: string) => DateTime.fromJSDate(d).setZone(tz);

/** A repeating event as calendar files carry it: the rule, its removed dates, and dates changed on their own. */
export interface SeriesPart {
  series: SeriesRow;
  /** A date that follows the rule (its words, place and length are the series'). */
  template: EventRow;
  exdates: Date[];
  overrides: EventRow[];
}

type Extra = { uid?: string; tz?: string; start?: Date; end?: Date; repeating?: ICalRepeatingOptions; recurrenceId?: Date };

function addEvent(cal: ICalCalendar, ctx: CalendarContext, e: EventRow, leadMinutes?: number, x: Extra = {}): void {
  const url = `${ctx.baseUrl}/events/${e.id}`;
  const tz = x.tz ?? ctx.timezone;
  cal.createEvent({
    id: x.uid ?? `event-${e.id}@${ctx.uidDomain}`,
    sequence: e.sequence,
    stamp: e.updatedAt,
    start: zoned(x.start ?? e.startsAt, tz),
    end: zoned(x.end ?? e.endsAt, tz),
    timezone: tz,
    ...(x.repeating ? { repeating: x.repeating } : {}),
    ...(x.recurrenceId ? { recurrenceId: zoned(x.recurrenceId, tz) } : {}),
    summary: e.title,
    description: e.description ? `${e.description}\n\n${url}` : url,
    location: e.location ?? (e.isOnline ? eventWords(langOf(ctx), 'ics.online', { url: `${ctx.baseUrl}/live` }) : null),
    url,
    categories: [{ name: categoryIn(langOf(ctx), e.category) }],
    organizer: { name: ctx.stationName, email: `events@${ctx.uidDomain}` },
    alarms: alarm(ctx, e.title, leadMinutes),
  });
}

/** A calendar alarm `leadMinutes` before the start: a visitor's reminder is their calendar's. */
const alarm = (ctx: CalendarContext, title: string, leadMinutes: number | undefined) =>
  leadMinutes === undefined
    ? []
    : [{ type: ICalAlarmType.display, trigger: leadMinutes * 60, description: eventWords(langOf(ctx), 'ics.alarm', { title }) }];

/**
 * A series as one VEVENT with RRULE (DTSTART with TZID, UNTIL in UTC as RFC 5545 wants) and EXDATE
 * for each removed date, plus one VEVENT per date changed on its own (same UID, RECURRENCE-ID).
 */
function addSeries(cal: ICalCalendar, ctx: CalendarContext, part: SeriesPart, leadMinutes?: number): void {
  const { series, template } = part;
  const tz = series.timezone;
  const uid = `series-${series.id}@${ctx.uidDomain}`;
  const length = template.endsAt.getTime() - template.startsAt.getTime();
  const monthly = series.freq === 'monthly';
  addEvent(cal, ctx, template, leadMinutes, {
    uid,
    tz,
    start: series.startsAt,
    end: new Date(series.startsAt.getTime() + length),
    repeating: {
      freq: monthly ? ICalEventRepeatingFreq.MONTHLY : ICalEventRepeatingFreq.WEEKLY,
      ...(series.freq === 'biweekly' ? { interval: 2 } : {}),
      until: series.until,
      ...(monthly ? { byDay: [icalWeekday(series.startsAt, tz) as ICalWeekday], bySetPos: [setPosOf(zoned(series.startsAt, tz))] } : {}),
      ...(part.exdates.length ? { exclude: part.exdates.map((d) => zoned(d, tz)), excludeTimezone: tz } : {}),
    },
  });
  for (const o of part.overrides) addEvent(cal, ctx, o, leadMinutes, { uid, tz, recurrenceId: o.occurrenceStart! });
}

/** One event's .ics (Add to calendar), with an alarm when a lead time is asked for; a date of a series carries the series. */
export function eventCalendar(ctx: CalendarContext, e: EventRow, leadMinutes?: number, series?: SeriesPart): string {
  const cal = calendar(ctx, e.title);
  if (series) addSeries(cal, ctx, series, leadMinutes);
  else addEvent(cal, ctx, e, leadMinutes);
  return cal.toString();
}

/** The station's feed (/events.ics) that calendar apps subscribe to: one-off events and each series once. */
export function eventsFeed(ctx: CalendarContext, events: EventRow[], series: SeriesPart[] = []): string {
  const cal = calendar(ctx, eventWords(langOf(ctx), 'ics.feedName', { station: ctx.stationName }));
  for (const e of events) if (!e.seriesId) addEvent(cal, ctx, e);
  for (const part of series) addSeries(cal, ctx, part);
  return cal.toString();
}

/** A weekly program from its next start, repeating every week (a visitor's Remind Me). */
export function programCalendar(ctx: CalendarContext, p: ProgramOccurrence, leadMinutes?: number): string {
  const cal = calendar(ctx, p.title);
  const url = `${ctx.baseUrl}/live`;
  cal.createEvent({
    id: `program-${p.id}@${ctx.uidDomain}`,
    stamp: p.startsAt,
    start: zoned(p.startsAt, ctx.timezone),
    end: zoned(p.endsAt, ctx.timezone),
    timezone: ctx.timezone,
    summary: p.title,
    description: `${p.host ? `${p.host}. ` : ''}${p.description}\n\n${url}`.trim(),
    location: eventWords(langOf(ctx), 'ics.onAir', { url }),
    url,
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
    alarms: alarm(ctx, p.title, leadMinutes),
  });
  return cal.toString();
}
