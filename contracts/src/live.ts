import { z } from 'zod';

/** What the ingest actually receives: read from the publisher's metadata and the bytes that arrive. */
export const streamQuality = z.object({
  width: z.number().nullable(),
  height: z.number().nullable(),
  fps: z.number().nullable(),
  /** Measured over the last few seconds of received media, in kbit/s. */
  bitrateKbps: z.number().nullable(),
  videoCodec: z.string().nullable(),
  audioCodec: z.string().nullable(),
  /** Whether the server repackages without re-encoding (H.264/AAC in). */
  copied: z.boolean(),
});
export type StreamQuality = z.infer<typeof streamQuality>;

/** Spec §3 Live status, with where the picture comes from and its real quality. */
export const liveStatus = z.object({
  isLive: z.boolean(),
  title: z.string(),
  description: z.string(),
  broadcaster: z.string(),
  startTime: z.string().nullable(),
  /** The HLS playlist (built-in ingest) or the Owncast embed page. */
  streamUrl: z.string().nullable(),
  /** Distinct clients that fetched the playlist or a segment in the last 20 s. */
  viewerCount: z.number(),
  source: z.enum(['builtin', 'owncast']),
  quality: streamQuality.nullable(),
});
export type LiveStatus = z.infer<typeof liveStatus>;

/** Spec §7: the streaming host's status as /live polls it. */
export const owncastStatus = z.object({ online: z.boolean(), viewerCount: z.number() });
export type OwncastStatus = z.infer<typeof owncastStatus>;

export const liveMessages = {
  titleRequired: 'Give the show a title.',
  titleTooLong: 'The title can be at most 120 characters.',
  descriptionTooLong: 'The description can be at most 1000 characters.',
  startFailed: 'Failed to start live show',
  stopFailed: 'Failed to stop live show',
  notBroadcaster: 'Only broadcasters and admins can use the studio.',
  askForAccess: 'The studio is for the station’s broadcasters. Ask an admin to give your account the broadcaster role, then sign in again.',
  keyShownOnce: 'Copy this key now: for your safety it is shown only once. Rotate it to get a new one.',
  keyRotated: 'New stream key created. The old one no longer works.',
  noKey: 'You have no stream key yet.',
  offlineTitle: 'Stream offline',
  offlineHint: 'We are not broadcasting video right now. The radio plays on.',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  radioFeedOn: 'The video’s sound now also plays on the radio while you are live.',
  noBroadcast: 'No such broadcast.',
  noFile: 'No such file.',
  owncastDown: 'The streaming server is not responding. Check that Owncast is running.',
} as const;

export const liveStartBody = z.object({
  title: z.string().trim().min(1, liveMessages.titleRequired).max(120, liveMessages.titleTooLong),
  description: z.string().trim().max(1000, liveMessages.descriptionTooLong).optional().default(''),
});
export type LiveStartBody = z.infer<typeof liveStartBody>;

/** The studio's view of the ingest (broadcasters and admins). */
export const studioInfo = z.object({
  rtmpUrl: z.string(),
  /** Whether this member has a key; the key itself is shown only when created or rotated. */
  hasKey: z.boolean(),
  keyCreatedAt: z.string().nullable(),
  keyHint: z.string().nullable(),
  icecast: z.object({ host: z.string(), port: z.number(), mount: z.string(), username: z.string() }),
  feedRadio: z.boolean(),
  ingest: z.object({
    connected: z.boolean(),
    live: z.boolean(),
    publisher: z.string().nullable(),
    since: z.string().nullable(),
    quality: streamQuality.nullable(),
    viewers: z.number(),
    /** Bytes the server received and, when re-encoding, frames ffmpeg dropped. */
    bytesReceived: z.number(),
    droppedFrames: z.number().nullable(),
    feedingRadio: z.boolean(),
  }),
});
export type StudioInfo = z.infer<typeof studioInfo>;

export const streamKeyResponse = z.object({ key: z.string(), rtmpUrl: z.string(), createdAt: z.string() });
export type StreamKeyResponse = z.infer<typeof streamKeyResponse>;

export const studioSettingsBody = z.object({ feedRadio: z.boolean() });

// ---------------------------------------------------------------- chat

export const chatMessages = {
  empty: 'Type a message first.',
  tooLong: 'Messages can be at most 500 characters.',
  nameTooLong: 'Display names can be at most 40 characters.',
  visitorsOff: 'Please sign in to chat.',
  muted: 'You are muted in the chat for now.',
  slowMode: 'Slow mode is on: please wait a few seconds between messages.',
  flood: 'You are sending messages too fast. Please wait a moment.',
  notFound: 'That message is no longer there.',
  loadFailed: 'The chat could not be loaded.',
  defaultName: 'Faith Friend',
  nameReserved: 'That name belongs to a member or the station’s staff. Please choose another, or sign in.',
} as const;

export const CHAT_MAX_LENGTH = 500;
export const CHAT_LIMIT = 50;

export const chatMessage = z.object({
  id: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
  isVerified: z.boolean(),
  userId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatListQuery = z.object({ limit: z.coerce.number().int().min(1).max(CHAT_LIMIT).optional().default(CHAT_LIMIT) });
export const chatList = z.array(chatMessage);

/** Spec §7: message, username, userId (ignored: the session decides), isVerified (ignored too). */
export const chatPostBody = z.object({
  message: z.string().trim().min(1, chatMessages.empty).max(CHAT_MAX_LENGTH, chatMessages.tooLong),
  username: z.string().trim().max(40, chatMessages.nameTooLong).optional(),
  userId: z.string().nullable().optional(),
  isVerified: z.boolean().optional(),
});
export type ChatPostBody = z.infer<typeof chatPostBody>;

export const chatSettings = z.object({
  visitorsMayPost: z.boolean(),
  /** Seconds each person waits between messages; 0 is off. */
  slowModeSeconds: z.number().int().min(0).max(300),
});
export type ChatSettings = z.infer<typeof chatSettings>;
export const chatSettingsBody = chatSettings.partial();

export const chatMuteBody = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});
export const chatMuteResponse = z.object({ until: z.string() });

/** What /ws/stream sends. */
export type StreamSocketMessage =
  | { type: 'stream_status'; data: LiveStatus }
  | { type: 'stream_started'; data: LiveStatus }
  | { type: 'stream_stopped'; data: LiveStatus }
  | { type: 'chat_message'; data: ChatMessage }
  | { type: 'chat_deleted'; id: string }
  | { type: 'chat_settings'; data: ChatSettings }
  | { type: 'viewer_count'; viewerCount: number }
  | { type: 'error'; message: string };
