import { z } from 'zod';

/** The request line's limits (as AzuraCast's): one song per listener this often, a song not again within this. */
export const REQUEST_LISTENER_MINUTES = 10;
export const REQUEST_SONG_MINUTES = 60;
/** A message to the studio: at most this long, and this many per listener in ten minutes. */
export const STUDIO_MESSAGE_MAX = 500;
export const STUDIO_MESSAGES_PER_10_MINUTES = 3;

const minutes = (n: number) => (n <= 1 ? 'a minute' : `${n} minutes`);

export const requestMessages = {
  songNotFound: 'That song is no longer in the library. Please search again.',
  badSong: 'Choose a song from the search results.',
  songPlayedRecently: (ago: number, wait: number) =>
    `This song played ${ago <= 1 ? 'a minute' : `${ago} minutes`} ago. Please choose another, or ask for it again in ${minutes(wait)}.`,
  songRequestedRecently: (wait: number) =>
    `Someone has already asked for this song. It plays soon; you can ask for it again in ${minutes(wait)}.`,
  listenerTooSoon: (ago: number, wait: number) =>
    `You requested a song ${ago <= 1 ? 'a minute' : `${ago} minutes`} ago. You can request another in ${minutes(wait)}.`,
  flood: 'Too many requests from you in a short while. Please wait a few minutes and try again.',
  messageFlood: 'You have sent several messages to the studio in a short while. Please wait a few minutes and try again.',
  messageEmpty: 'Please write your message.',
  messageTooLong: `Please keep your message under ${STUDIO_MESSAGE_MAX} characters.`,
  nameTooLong: 'Please keep your name under 60 characters.',
  badKind: 'Choose a prayer request or a shout-out.',
  messageSent: 'Thank you. Your message is with the studio.',
  notFound: 'That request or message is no longer there.',
  notShoutout: 'Only a shout-out can go on air.',
  noEngine: 'The radio is not playing on this server just now, so nothing can go on air. Try again in a few seconds.',
  queryTooLong: 'Please search with fewer than 100 characters.',
} as const;

/** A song a listener may ask for (GET /api/requests/songs). */
export const requestableSong = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  /** Whether the song can be asked for now, and if not, why (the limits). */
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type RequestableSong = z.infer<typeof requestableSong>;
export const requestSongsQuery = z.object({ q: z.string().trim().max(100, requestMessages.queryTooLong).default('') });
export const requestSongsResponse = z.object({ songs: z.array(requestableSong) });

export const songRequestBody = z.object({
  songId: z.uuid(requestMessages.badSong),
  name: z.string().trim().max(60, requestMessages.nameTooLong).optional(),
});

/** Where a request stands, said truly: waiting its turn, or (during a live show) with the host. */
export const songRequestResponse = z.object({
  id: z.string(),
  song: z.object({ title: z.string(), artist: z.string() }),
  /** Pending requests before this one. */
  position: z.number().int(),
  /** "autodj": the AutoDJ plays it in one of its next slots; "host": a live show, the host decides; "later": this program plays no requests. */
  plays: z.enum(['autodj', 'host', 'later']),
  message: z.string(),
});
export type SongRequestResponse = z.infer<typeof songRequestResponse>;

export const requestStandingMessages = {
  autodj: (position: number) =>
    position === 0 ? 'Your request is next: it plays after the song on air now.' : `Your request is in line: ${position} before it.`,
  host: 'Your request is with the host of the live show, who decides what plays.',
  later: 'This program plays no requests; your song plays once a program that takes requests begins.',
} as const;

export const studioMessageKinds = ['prayer', 'shoutout'] as const;
export const studioMessageBody = z.object({
  kind: z.enum(studioMessageKinds, { error: requestMessages.badKind }),
  name: z.string().trim().max(60, requestMessages.nameTooLong).optional(),
  text: z.string().trim().min(1, requestMessages.messageEmpty).max(STUDIO_MESSAGE_MAX, requestMessages.messageTooLong),
});
export const studioMessageSent = z.object({ message: z.string() });

/** The studio's inbox (staff and hosts only). */
export const studioRequest = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  name: z.string(),
  status: z.enum(['pending', 'played']),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type StudioRequest = z.infer<typeof studioRequest>;
export const studioMessage = z.object({
  id: z.string(),
  kind: z.enum(studioMessageKinds),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  airedAt: z.string().nullable(),
});
export type StudioMessage = z.infer<typeof studioMessage>;
export const studioInbox = z.object({ requests: z.array(studioRequest), messages: z.array(studioMessage) });
export type StudioInbox = z.infer<typeof studioInbox>;
export const studioItemParams = z.object({ id: z.uuid(requestMessages.notFound) });
export const onAirResponse = z.object({ title: z.string() });

/** What the studio's socket (/ws/stream after `studio_auth`) pushes to staff. */
export type StudioSocketMessage =
  { type: 'studio_ready' } | { type: 'studio_request'; data: StudioRequest } | { type: 'studio_message'; data: StudioMessage };

/** A shout-out on air: the title listeners see. */
export const shoutoutTitle = (m: { name: string; text: string }) =>
  m.name ? `Shout-out from ${m.name}: ${m.text}` : `Shout-out: ${m.text}`;

/** Go-live alerts: a member follows a program, or the station. */
export const followState = z.object({ following: z.boolean() });
export const followsResponse = z.object({ station: z.boolean(), programIds: z.array(z.string()) });
export type FollowsResponse = z.infer<typeof followsResponse>;
export const followParams = z.object({ id: z.uuid('That program is not on the schedule.') });
export const followMessages = {
  programNotFound: 'That program is not on the schedule.',
  following: (title: string) => `We will tell you when ${title} goes live.`,
  stopped: (title: string) => `You will no longer hear when ${title} goes live.`,
  liveTitle: (title: string) => `${title} is live now`,
  liveBodyRadio: (title: string, host: string) =>
    host ? `${host} is on the air with ${title}. Tap to listen.` : `${title} is on the air. Tap to listen.`,
  liveBodyVideo: (title: string) => `${title} is streaming on video now. Tap to watch.`,
} as const;
