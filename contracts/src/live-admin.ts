import { z } from 'zod';
import { userRoles } from './accounts.ts';

/** The console's Live section: who is on the live mount, and the broadcasters' keys (issue 14). */
export const liveAdminMessages = {
  noSource: 'Nobody is on the live mount right now.',
  skipWhileLive: 'A person is on air: their show goes on, and the AutoDJ’s songs come back when they leave.',
  nothingToSkip: 'No song is playing yet, so there is nothing to skip.',
  keyUserNotFound: 'That person is not a broadcaster or admin of the station.',
} as const;

export const liveAdminStatus = z.object({
  /** The radio's live mount (Icecast-style source). */
  mount: z.object({
    connected: z.boolean(),
    onAir: z.boolean(),
    show: z.string().nullable(),
    dj: z.string().nullable(),
    since: z.string().nullable(),
  }),
  /** The live show (spec's live start/stop) and the video ingest. */
  show: z.object({ isLive: z.boolean(), title: z.string(), broadcaster: z.string().nullable(), viewers: z.number() }),
  keys: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      displayName: z.string(),
      role: z.enum(userRoles),
      keyHint: z.string().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
});
export type LiveAdminStatus = z.infer<typeof liveAdminStatus>;
export const regeneratedKey = z.object({ key: z.string(), keyHint: z.string(), createdAt: z.string() });
