import { z } from 'zod';

/** Members report posts; the console's Moderation section resolves the reports (issue 14). */
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

export const reportReasons = ['spam', 'unkind', 'inappropriate', 'private_info', 'other'] as const;
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
