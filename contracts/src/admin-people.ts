import { z } from 'zod';

/** Sentences of the console's People, Moderation and Live sections (issue 14). */
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

export const moderationMessages = {
  badTarget: 'Choose what to report: a discussion or a reply.',
  badReason: 'Please choose a reason for the report.',
  detailsLong: 'Please keep the details under 500 characters.',
  targetGone: 'That post does not exist any more.',
  ownPost: 'You cannot report your own post.',
  alreadyReported: 'You have already reported this post. Thank you, the station team will look at it.',
  reportRateLimit: 'You have sent many reports in a short time. Please wait a few minutes and try again.',
  badAction: 'Choose what to do: dismiss, hide or delete.',
  noOpenReports: 'There are no open reports for that post.',
  commentNotFound: 'That reply does not exist.',
  reportThanks: 'Thank you. The station team will look at this post.',
  hiddenReplyTitle: 'Your reply was hidden',
  hiddenThreadTitle: 'Your discussion was hidden',
  hiddenByStaff: 'The station team hid it from other members. If you have questions, please contact the station.',
  hiddenByReports: 'Several members reported it, so it is hidden from others until the station team reviews it.',
  hiddenNotice: 'Hidden by the station team: only you can see it.',
} as const;

export const liveAdminMessages = {
  noSource: 'Nobody is on the live mount right now.',
  skipWhileLive: 'A person is on air: their show goes on, and the AutoDJ’s songs come back when they leave.',
  nothingToSkip: 'No song is playing yet, so there is nothing to skip.',
  keyUserNotFound: 'That person is not a broadcaster or admin of the station.',
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

// ---------------------------------------------------------------- moderation

export const reportReasons = ['spam', 'unkind', 'inappropriate', 'private_info', 'other'] as const;
export const reportReasonLabels: Record<(typeof reportReasons)[number], string> = {
  spam: 'Spam or advertising',
  unkind: 'Unkind or hurtful',
  inappropriate: 'Not appropriate for this community',
  private_info: 'Shares private information',
  other: 'Something else',
};
export const reportTargetTypes = ['thread', 'comment'] as const;

export const reportRequest = z.object({
  targetType: z.enum(reportTargetTypes, { error: moderationMessages.badTarget }),
  targetId: z.uuid(moderationMessages.targetGone),
  reason: z.enum(reportReasons, { error: moderationMessages.badReason }),
  details: z.string().trim().max(500, moderationMessages.detailsLong).optional().default(''),
});
export type ReportRequest = z.input<typeof reportRequest>;
export const reportResponse = z.object({ id: z.string(), message: z.string() });

export const reportQueueItem = z.object({
  targetType: z.enum(reportTargetTypes),
  targetId: z.string(),
  threadId: z.string(),
  threadTitle: z.string(),
  content: z.string(),
  author: z.object({ id: z.string().nullable(), username: z.string(), displayName: z.string() }),
  isHidden: z.boolean(),
  /** 'reports' when the rule hid it, 'staff' when an admin did. */
  hiddenReason: z.string().nullable(),
  reports: z.array(z.object({ id: z.string(), reason: z.string(), details: z.string(), reporter: z.string(), createdAt: z.string() })),
  firstReportedAt: z.string(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItem>;
export const reportQueue = z.object({ items: z.array(reportQueueItem), autoHideThreshold: z.number() });
export type ReportQueue = z.infer<typeof reportQueue>;

export const resolveRequest = z.object({ action: z.enum(['dismiss', 'hide', 'delete'], { error: moderationMessages.badAction }) });
export const resolveParams = z.object({
  targetType: z.enum(reportTargetTypes, { error: moderationMessages.badTarget }),
  targetId: z.uuid(moderationMessages.targetGone),
});
export const moderatedComment = z.object({ id: z.string(), isHidden: z.boolean() });

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

// ---------------------------------------------------------------- live

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
      role: userRoleSchema,
      keyHint: z.string().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
});
export type LiveAdminStatus = z.infer<typeof liveAdminStatus>;
export const regeneratedKey = z.object({ key: z.string(), keyHint: z.string(), createdAt: z.string() });

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
