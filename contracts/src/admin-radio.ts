import { z } from 'zod';

// The station source password's schemas (the studio asks for its status too) are in their own file.
export * from './source-password.ts';

/** Issue 14: the console's music library, playlists, AutoDJ rules and schedule. */
export const TRACK_MAX_BYTES = 50 * 1024 * 1024;

export const adminRadioMessages = {
  sourcePasswordFromEnvironment:
    'The source password is set by STATION_SOURCE_PASSWORD on the server: change it there, or remove it to set one here.',
  trackNotFound: 'That song is not in the library.',
  playlistNotFound: 'That playlist does not exist.',
  programNotFound: 'That program is not on the schedule.',
  notMp3: (name: string) => `"${name}" is not an MP3 file, so nothing was added. Choose MP3 songs only.`,
  noAudio: (name: string) => `"${name}" has no audio the station can play, so nothing was added.`,
  silent: (name: string) => `"${name}" is silent from start to end, so nothing was added. Check that the right file was exported.`,
  clipping: (name: string, peakDb: number) =>
    `"${name}" peaks at ${peakDb > 0 ? '+' : ''}${peakDb.toFixed(1)} dBTP, above 0: it was mastered too loud and clips. It was added and plays turned down, without clipping; a cleaner master will sound better.`,
  targetRange: 'Choose a loudness target between -24 and -10 LUFS (-16 suits most stations).',
  crossfadeRange: 'Choose a crossfade between 0 and 6 seconds (0 plays songs end to end).',
  notConvertible: (name: string) =>
    `"${name}" is mono or not 44.1 kHz and could not be converted for the broadcast, so nothing was added. Try exporting it again as a stereo MP3.`,
  tooLarge: `A song can be at most ${TRACK_MAX_BYTES / 1024 / 1024} MB.`,
  noFile: 'Choose at least one MP3 file to upload.',
  notMultipart: 'Send the songs as a file upload (multipart/form-data).',
  onAir: (title: string) => `"${title}" is on air right now. Delete it after it has finished playing.`,
  nameTaken: (name: string) => `There is already a playlist called "${name}". Choose another name.`,
  unknownTracks: 'One of the songs in that list is not in the library any more. Reload and try again.',
  playlistInUse: (program: string) => `The program "${program}" plays this playlist. Give it another playlist first.`,
  overlap: (title: string, day: string, time: string) =>
    `That time overlaps "${title}" (${day}, ${time}). Pick another time or move it first.`,
  past: 'That date and time have already passed. Pick a time that is still to come.',
  endAfterStart: 'The program must end after it starts.',
  badTime: 'Use a time like 07:30 (hours 00 to 23, minutes 00 to 59; 24:00 is midnight at the end of the day).',
  needTimes: 'Give the program a start and an end time, like 07:30 and 08:15.',
  crossesMidnight:
    'The program must end after it starts, on the same day: to run past midnight, end it at 24:00 and add another that starts at 00:00 the next day.',
  fileNotFound: 'That recording is not in the library any more. Upload it again.',
  fileOnLive: 'A live show is presented by a person: choose "AutoDJ" to play a pre-recorded file.',
  needDay: 'Pick at least one day of the week, or a date.',
  livePlaylist: 'Pick a playlist for the AutoDJ, or choose "live" for a show with a presenter.',
  title: 'Give the program a title.',
  host: 'Name the host.',
} as const;

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const adminTrack = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  durationMs: z.number(),
  bitrateKbps: z.number(),
  hasArtwork: z.boolean(),
  onAir: z.boolean(),
  createdAt: z.string(),
});
export type AdminTrack = z.infer<typeof adminTrack>;
export const trackList = z.object({ tracks: z.array(adminTrack) });
/** An upload's answer: the songs added, and what the station noticed about them (a song that clips). */
export const uploadResult = trackList.extend({ notices: z.array(z.string()) });
export const trackQuery = z.object({ query: z.string().trim().max(100).optional() });
export const trackUpdate = z
  .object({
    title: z.string().trim().min(1, 'Give the song a title.').max(200),
    artist: z.string().trim().min(1, 'Name the artist.').max(200),
  })
  .partial();
export type TrackUpdate = z.infer<typeof trackUpdate>;

export const playlistMode = z.enum(['ordered', 'shuffled']);
export const adminPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  mode: playlistMode,
  tracks: z.array(adminTrack.pick({ id: true, title: true, artist: true, durationMs: true })),
});
export type AdminPlaylist = z.infer<typeof adminPlaylist>;
export const playlistList = z.object({ playlists: z.array(adminPlaylist) });
export const playlistInput = z.object({
  name: z.string().trim().min(1, 'Give the playlist a name.').max(80),
  mode: playlistMode.default('shuffled'),
  /** The songs in the order they play (ordered) or the pool (shuffled). */
  trackIds: z.array(z.uuid(adminRadioMessages.unknownTracks)).max(2000).default([]),
});
export type PlaylistInput = z.input<typeof playlistInput>;
export const playlistUpdate = z.object({
  name: playlistInput.shape.name.optional(),
  mode: playlistMode.optional(),
  trackIds: z.array(z.uuid(adminRadioMessages.unknownTracks)).max(2000).optional(),
});
export type PlaylistUpdate = z.infer<typeof playlistUpdate>;

export const autoDjRules = z.object({
  /** No song again within this many minutes (0: no limit). */
  songGapMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** No artist again within this many minutes (0: no limit). */
  artistGapMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** The station ID / jingle playlist, or null for none. */
  jinglePlaylistId: z.uuid(adminRadioMessages.playlistNotFound).nullable(),
  /** A jingle after every N songs (0: never). */
  jingleEverySongs: z.number().int().min(0).max(100),
  /** A jingle at the top of every hour. */
  jingleTopOfHour: z.boolean(),
});
export type AutoDjRules = z.infer<typeof autoDjRules>;

/** Issue 27: how the AutoDJ sounds. Every song plays at `targetLufs`; songs overlap by `crossfadeSeconds`. */
export const soundSettings = z.object({
  targetLufs: z.number().min(-24, adminRadioMessages.targetRange).max(-10, adminRadioMessages.targetRange),
  crossfadeSeconds: z.number().min(0, adminRadioMessages.crossfadeRange).max(6, adminRadioMessages.crossfadeRange),
});
export type SoundSettings = z.infer<typeof soundSettings>;
/** The settings, and how far the levelling of the library has come (songs measured of all songs). */
export const soundStatus = soundSettings.extend({
  levelling: z.object({ measured: z.number(), total: z.number(), failed: z.number() }),
});
export type SoundStatus = z.infer<typeof soundStatus>;

const hour = z.number().int().min(0).max(24);
/** "07:30": a time of day to the minute; "24:00" ends a program at midnight. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, adminRadioMessages.badTime);
/** Minutes after midnight of "HH:MM". */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** "HH:MM" of minutes after midnight (1440: "24:00"). */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A program's minutes from what a client sent: `start`/`end` ("HH:MM") when given, else the
 * whole hours older clients send. Answers an error message for a program that does not end after
 * it starts or crosses midnight (decision 026).
 */
export function programMinutes(input: {
  start?: string | undefined;
  end?: string | undefined;
  startHour?: number | undefined;
  endHour?: number | undefined;
}): { startMinute: number; endMinute: number } | { error: string } {
  const start = input.start !== undefined ? minutesOf(input.start) : input.startHour !== undefined ? input.startHour * 60 : null;
  const given = input.end !== undefined ? minutesOf(input.end) : input.endHour !== undefined ? input.endHour * 60 : null;
  if (start === null || given === null) return { error: adminRadioMessages.needTimes };
  if (start >= 1440) return { error: adminRadioMessages.badTime };
  // "22:00 to 00:00" is until midnight.
  const end = given === 0 && start > 0 ? 1440 : given;
  if (end === start) return { error: adminRadioMessages.endAfterStart };
  if (end < start) return { error: adminRadioMessages.crossesMidnight };
  return { startMinute: start, endMinute: end };
}

export const adminProgram = z.object({
  id: z.string(),
  title: z.string(),
  host: z.string(),
  description: z.string(),
  category: z.string(),
  /** "live": a presenter's show; otherwise the AutoDJ plays `playlistId`. */
  plays: z.enum(['autodj', 'replay', 'live']),
  playlistId: z.string().nullable(),
  playlistName: z.string().nullable(),
  weekday: z.number().int().min(0).max(6),
  /** A one-off program's date (station time), or null for every week. */
  date: z.string().nullable(),
  /** "07:30": when it starts (station time), to the minute. */
  start: z.string(),
  /** "08:15": when it ends; "24:00" at midnight. */
  end: z.string(),
  /** The whole hour it starts in (older clients). */
  startHour: hour,
  /** The whole hour it ends by (08:15 ends by 9; older clients). */
  endHour: hour,
  /** A pre-recorded program's file (a library song), played at its start; null for none. */
  trackId: z.string().nullable(),
  trackTitle: z.string().nullable(),
  /** Whether the AutoDJ plays listeners' requests during it (a live show queues them for its host). */
  requestsAllowed: z.boolean(),
});
export type AdminProgram = z.infer<typeof adminProgram>;
export const programList = z.object({ timezone: z.string(), programs: z.array(adminProgram) });

const programDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a real date like 2026-11-22');
const programFields = {
  title: z.string().trim().min(1, adminRadioMessages.title).max(120),
  host: z.string().trim().min(1, adminRadioMessages.host).max(120),
  description: z.string().trim().max(1000).default(''),
  category: z.string().trim().min(1).max(40).default('music'),
  plays: z.enum(['autodj', 'live']).default('autodj'),
  playlistId: z.uuid(adminRadioMessages.playlistNotFound).nullable().default(null),
  /** Whole hours, as older clients send them; `start`/`end` win when given. */
  startHour: z.number().int().min(0, adminRadioMessages.endAfterStart).max(23, adminRadioMessages.endAfterStart).optional(),
  endHour: z.number().int().min(0, adminRadioMessages.endAfterStart).max(24, adminRadioMessages.endAfterStart).optional(),
  start: clockTime.optional(),
  end: clockTime.optional(),
  date: programDate.nullable().default(null),
  /** A pre-recorded file (a song uploaded to the library) the program plays at its start. */
  trackId: z.uuid(adminRadioMessages.fileNotFound).nullable().default(null),
  requestsAllowed: z.boolean().default(true),
};
export const programInput = z.object({
  ...programFields,
  /** Every week on these days (one program each); ignored when `date` is given. */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
});
export type ProgramInput = z.input<typeof programInput>;
export const programUpdate = z.object({
  title: programFields.title.optional(),
  host: programFields.host.optional(),
  description: z.string().trim().max(1000).optional(),
  category: z.string().trim().min(1).max(40).optional(),
  plays: z.enum(['autodj', 'live']).optional(),
  playlistId: z.uuid(adminRadioMessages.playlistNotFound).nullable().optional(),
  startHour: programFields.startHour,
  endHour: programFields.endHour,
  start: programFields.start,
  end: programFields.end,
  trackId: z.uuid(adminRadioMessages.fileNotFound).nullable().optional(),
  weekday: z.number().int().min(0).max(6).optional(),
  /** A date makes it a one-off program; null makes it weekly again. */
  date: programDate.nullable().optional(),
  requestsAllowed: z.boolean().optional(),
});
export type ProgramUpdate = z.infer<typeof programUpdate>;
