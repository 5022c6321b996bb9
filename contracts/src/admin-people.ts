import { z } from 'zod';

// Moderation (members report posts) and the live mount's console live in their own files; named here too.
export * from './moderation.ts';
export * from './live-admin.ts';

/** Sentences of the console's People section (issue 14). */
export const peopleMessages = {
  userNotFound: 'That member does not exist.',
  badRole: 'Choose a role: member, broadcaster or admin.',
  lastAdmin: 'The station needs at least one admin. Make someone else an admin first.',
  notYourself: 'You cannot suspend your own account.',
  suspendAdmin: 'An admin cannot be suspended. Make them a member first.',
  alreadySuspended: 'That member is already suspended.',
  notSuspended: 'That member is not suspended.',
  suspended: 'This account is suspended. Please contact the station if you think this is a mistake.',
} as const;

export const userRoleSchema = z.enum(['member', 'broadcaster', 'admin'], { error: peopleMessages.badRole });

// ---------------------------------------------------------------- people

export const adminUsersQuery = z.object({
  query: z.string().trim().max(100).optional(),
  role: z.enum(['member', 'broadcaster', 'admin']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  threads: z.number(),
  replies: z.number(),
  reportsAgainst: z.number(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserPage = z.object({ users: z.array(adminUser), total: z.number(), page: z.number(), pages: z.number() });
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const roleRequest = z.object({ role: userRoleSchema });

const postRef = z.object({
  id: z.string(),
  threadId: z.string(),
  title: z.string(),
  content: z.string(),
  isHidden: z.boolean(),
  createdAt: z.string(),
});
export const adminUserDetail = z.object({
  user: adminUser,
  threads: z.array(postRef),
  replies: z.array(postRef),
  /** Reports this member sent. */
  reports: z.array(
    z.object({
      id: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      reason: z.string(),
      createdAt: z.string(),
      resolution: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

// ---------------------------------------------------------------- dashboard

export const dashboard = z.object({
  onAir: z.object({
    title: z.string(),
    artist: z.string(),
    source: z.enum(['autodj', 'live']),
    dj: z.string().nullable(),
    program: z.string().nullable(),
    /** The status's on-air line ("Music until Tasha Greene goes live"): the same words every page says. */
    label: z.string().nullable(),
  }),
  listenersNow: z.number(),
  /** Listening sessions active in each hour (oldest first), the last 48 hours. */
  listenersPerHour: z.array(z.object({ at: z.string(), listeners: z.number() })),
  /** Listening sessions active in each day (oldest first), the last 30 days. */
  listenersPerDay: z.array(z.object({ at: z.string(), listeners: z.number() })),
  topSongs: z.array(z.object({ title: z.string(), artist: z.string(), plays: z.number() })),
  newMembers: z.object({ count: z.number(), latest: z.array(z.object({ id: z.string(), username: z.string(), createdAt: z.string() })) }),
  openReports: z.number(),
  inbox: z.object({ contact: z.number(), sponsorInquiries: z.number(), adOrders: z.number(), total: z.number() }),
  health: z.object({
    database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
    disk: z.object({ usedBytes: z.number(), freeBytes: z.number(), totalBytes: z.number() }),
    memory: z.object({ rssBytes: z.number() }),
    uptimeSeconds: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboard>;

// ---------------------------------------------------------------- checklist

/** One thing a new station still has to do (or has done), and the console page that does it. */
export const checklistItem = z.object({
  id: z.string(),
  done: z.boolean(),
  /** What it is, in a few words ("Mail is not being delivered"). */
  title: z.string(),
  /** Why it matters and what to do, in a sentence. */
  detail: z.string(),
  /** The console page that fixes it. */
  href: z.string(),
  action: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;
export const checklist = z.object({ items: z.array(checklistItem) });
export type Checklist = z.infer<typeof checklist>;
