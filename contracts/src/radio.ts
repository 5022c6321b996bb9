import { z } from 'zod';

/** Spec §3: stream metadata, from what is actually on air. */
export const streamStatus = z.object({
  song: z.object({ title: z.string(), artist: z.string() }),
  station: z.object({ name: z.string(), listeners: z.number(), isLive: z.boolean() }),
  program: z.object({ title: z.string(), host: z.string(), description: z.string() }),
  isConnected: z.boolean(),
  error: z.string().nullable(),
});
export type StreamStatus = z.infer<typeof streamStatus>;

export const playHistory = z.array(
  z.object({ title: z.string(), artist: z.string(), source: z.enum(['autodj', 'live']), startedAt: z.string() }),
);
export type PlayHistory = z.infer<typeof playHistory>;
