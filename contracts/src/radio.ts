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

export const scheduleQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22').optional(),
  tz: z.string().max(60).optional(),
});

export const scheduleProgram = z.object({
  id: z.string(),
  title: z.string(),
  time: z.string(),
  host: z.string(),
  description: z.string(),
  category: z.string(),
  startHour: z.number(),
  endHour: z.number(),
  plays: z.enum(['autodj', 'replay', 'live']),
  isLive: z.boolean(),
});
export type ScheduleProgram = z.infer<typeof scheduleProgram>;
export const scheduleResponse = z.object({ date: z.string(), timezone: z.string(), programs: z.array(scheduleProgram) });
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
