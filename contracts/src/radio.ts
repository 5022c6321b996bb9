import { z } from 'zod';

/** Spec §3: stream metadata, from what is actually on air. */
export const streamStatus = z.object({
  /** `art`: the song's cover (a URL on this station), or null when it has none (a live show). */
  song: z.object({ title: z.string(), artist: z.string(), art: z.string().nullable() }),
  station: z.object({ name: z.string(), listeners: z.number(), isLive: z.boolean() }),
  program: z.object({ title: z.string(), host: z.string(), description: z.string() }),
  isConnected: z.boolean(),
  error: z.string().nullable(),
  /**
   * Where on the broadcast's clock (milliseconds of audio sent since the station started) what is
   * on air began. A page subtracts where its own stream began (`listenerStart`) and names the new
   * song when its audio element's currentTime reaches the difference: when the listener hears it.
   */
  onAirSinceMs: z.number(),
  /**
   * What is actually on air, and the one line every page says it with (the home hero's badge,
   * the player dock): a live program on the schedule with nobody at the live source is the
   * AutoDJ's music, not that program.
   */
  onAir: z.object({
    /** The AutoDJ's music, or a person at the live source. */
    source: z.enum(['autodj', 'live']),
    /** The schedule's program of this hour (station time), or null. */
    program: z
      .object({
        /** The schedule's program id: the schedule highlights this one. */
        id: z.string(),
        title: z.string(),
        host: z.string(),
        plays: z.enum(['autodj', 'replay', 'live']),
        /** "07:30" and "08:15" in station time. */
        start: z.string(),
        end: z.string(),
      })
      .nullable(),
    /** A pre-recorded file (or a replayed show) is on air now. */
    recording: z.boolean(),
    /** The program is a live show and nobody is connected: music until the host goes live. */
    awaitingLive: z.boolean(),
    /** The live show's or the program's name: what a "Live" or "On air" tag names; null without either. */
    title: z.string().nullable(),
    /**
     * "Live · Wake Up Y'all", "Music until Tasha Greene goes live", "On air · Praise & Worship"; null
     * with no program and nobody live. `/api/stream/status` says it in the request's language; the
     * now-playing socket's pushes (one for every listener) in English.
     */
    label: z.string().nullable(),
  }),
});
export type StreamStatus = z.infer<typeof streamStatus>;

/** GET /api/stream/listeners/{key}: where on the broadcast's clock the stream of /stream.mp3?t={key} began. */
export const listenerStart = z.object({ startMs: z.number() });
export type ListenerStart = z.infer<typeof listenerStart>;
export const listenerKeyParams = z.object({ key: z.string().min(1).max(40) });

export const playHistory = z.array(
  z.object({ title: z.string(), artist: z.string(), source: z.enum(['autodj', 'live']), startedAt: z.string() }),
);
export type PlayHistory = z.infer<typeof playHistory>;

export const radioMessages = {
  badDate: 'Use a real date like 2026-11-22',
  unknownTimeZone: 'Unknown time zone',
  sourceUnauthorized: 'Wrong source username or password.',
  sourceBusy: 'Another live source is already on air.',
  metadataUpdated: 'Metadata update successful',
  metadataMissing: 'Missing parameter: send mode=updinfo, mount=/live and song=… (the title listeners see).',
  metadataOtherMount: 'This station has one source mount, /live: send mount=/live.',
  metadataNoSource: 'No live source is connected to /live: connect your encoder first, then name the song.',
  sourceNoLeader: 'The station is choosing which of its servers runs the radio. Connect again in a few seconds.',
  artNotFound: 'There is no such cover.',
  listenerNotFound: 'That stream is not connected.',
  latestReplay: (title: string) => `The latest ${title}`,
  replayPending: (title: string) => `A replay of ${title} (music until a show is recorded)`,
  onAirLive: (title: string) => `Live · ${title}`,
  onAirMusicUntil: (host: string) => `Music until ${host} goes live`,
  onAirProgram: (title: string) => `On air · ${title}`,
} as const;

/** A calendar date that exists (2026-02-30 does not). */
const isRealDate = (d: string) => {
  const t = new Date(`${d}T12:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};
/** An IANA time zone this runtime knows (America/Chicago). */
export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const scheduleQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, radioMessages.badDate)
    .refine(isRealDate, radioMessages.badDate)
    .optional(),
  tz: z.string().max(60).refine(isTimeZone, radioMessages.unknownTimeZone).optional(),
});

export const scheduleProgram = z.object({
  id: z.string(),
  title: z.string(),
  time: z.string(),
  host: z.string(),
  description: z.string(),
  category: z.string(),
  /** "07:30" and "08:15" in station time ("24:00": midnight at the day's end). */
  start: z.string(),
  end: z.string(),
  /** The whole hours (older clients): the hour it starts in and the hour it ends by. */
  startHour: z.number(),
  endHour: z.number(),
  /** When this airing starts and ends (ISO instants): a page shows them in the listener's own zone. */
  startsAt: z.string(),
  endsAt: z.string(),
  plays: z.enum(['autodj', 'replay', 'live']),
  /** A one-off program on its date (it replaces the weekly program it overlaps that day). */
  oneOff: z.boolean(),
  /** The pre-recorded file it opens with, or what a replay re-airs; null for none. */
  recording: z.string().nullable(),
  /** On air now, as the engine says (the same program as the status's `onAir.program`). */
  isLive: z.boolean(),
});
export type ScheduleProgram = z.infer<typeof scheduleProgram>;
/** GET /api/schedule/week: every program's next airing over the coming seven days, soonest first. */
export const weekScheduleResponse = z.object({ timezone: z.string(), now: z.string(), programs: z.array(scheduleProgram) });
export type WeekScheduleResponse = z.infer<typeof weekScheduleResponse>;
export const scheduleResponse = z.object({ date: z.string(), timezone: z.string(), programs: z.array(scheduleProgram) });
export type ScheduleResponse = z.infer<typeof scheduleResponse>;

// ---------------------------------------------------------------- a DJ's own source key

/** A DJ's personal key for the live mount (username + key as the password), never shown again after it is made. */
export const sourceKeyStatus = z.object({
  hasKey: z.boolean(),
  /** The key's last four characters, to tell which one the software holds. */
  keyHint: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Whether the account's password still opens the mount (not while the station asks staff for two steps). */
  passwordAccepted: z.boolean(),
});
export type SourceKeyStatus = z.infer<typeof sourceKeyStatus>;
export const sourceKeyResponse = z.object({ key: z.string(), createdAt: z.string() });
export type SourceKeyResponse = z.infer<typeof sourceKeyResponse>;
export const sourceKeyMessages = {
  shownOnce: 'Copy this key into your streaming software now: it is shown only once. Making a new one stops this one.',
  noKey: 'You have no source key yet.',
  notFound: 'You have no source key to revoke.',
} as const;
