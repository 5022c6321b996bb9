import { z } from 'zod';
import { antiSpamFields, commonMessages } from './common.ts';

/** Spec §3: the thirteen categories (plus All). Slugs are what URLs and the API use. */
export const threadCategories = [
  { slug: 'prayer', label: 'Prayer Requests', prayer: true },
  { slug: 'testimonies', label: 'Testimonies', prayer: false },
  { slug: 'pray-for-others', label: 'Pray for Others', prayer: true },
  { slug: 'youth', label: 'Youth Voices', prayer: false },
  { slug: 'praise-worship', label: 'Praise & Worship', prayer: false },
  { slug: 'to-my-husband', label: 'To My Husband', prayer: false },
  { slug: 'to-my-wife', label: 'To My Wife', prayer: false },
  { slug: 'encouragement', label: 'Words of Encouragement', prayer: false },
  { slug: 'born-again', label: 'Born Again', prayer: false },
  { slug: 'bragging-on-my-children', label: 'Bragging on My Child (ren)', prayer: false },
  { slug: 'hobbies', label: 'Sharing Hobbies', prayer: false },
  { slug: 'money-finances', label: 'Money & Finances', prayer: false },
  { slug: 'health', label: 'Physical & Mental Health', prayer: false },
] as const;
export type CategorySlug = (typeof threadCategories)[number]['slug'];
export const categorySlugs = threadCategories.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];
/** `?category=stories` (the footer's Faith Stories) shows testimonies. */
export const categoryAliases: Record<string, CategorySlug> = { stories: 'testimonies' };
export const prayerCategories = threadCategories.filter((c) => c.prayer).map((c) => c.slug);
export const categoryLabel = (slug: string) => threadCategories.find((c) => c.slug === slug)?.label ?? slug;

export const communityMessages = {
  titleShort: 'Title must be at least 5 characters',
  titleLong: 'Title must be less than 150 characters',
  category: 'Please select a category',
  contentShort: 'Content must be at least 10 characters',
  contentLong: 'Content must be less than 5000 characters',
  loginToCreate: 'Please log in to create a discussion',
  replyEmpty: 'Please write a reply first',
  replyLong: 'Replies must be less than 5000 characters',
  editWindow: 'Posts can be edited for 30 minutes after posting.',
  notYours: 'You can only change your own posts.',
  notFound: 'That discussion is no longer available.',
  captcha: commonMessages.captcha,
  tooFast: commonMessages.tooFast,
  postingRateLimit: 'You are posting very quickly. Please wait a few minutes and try again.',
  notAPrayer: "Only prayer requests have an 'I prayed' button.",
  answerLong: 'The update must be less than 500 characters',
  parentGone: 'The reply you answered is no longer there.',
  moderateEmpty: 'Say what to change: isPinned, isHidden or both.',
} as const;

const title = z
  .string({ error: communityMessages.titleShort })
  .trim()
  .min(5, communityMessages.titleShort)
  .max(150, communityMessages.titleLong);
const content = z
  .string({ error: communityMessages.contentShort })
  .trim()
  .min(10, communityMessages.contentShort)
  .max(5000, communityMessages.contentLong);

/** Staff pin or hide a thread; at least one of the two. */
export const moderateRequest = z
  .object({ isPinned: z.boolean().optional(), isHidden: z.boolean().optional() })
  .refine((m) => m.isPinned !== undefined || m.isHidden !== undefined, { message: communityMessages.moderateEmpty });

export const createThreadRequest = z.object({
  title,
  category: z.enum(categorySlugs, { error: communityMessages.category }),
  content,
  anonymous: z.boolean().optional().default(false),
  ...antiSpamFields,
});
export type CreateThreadRequest = z.input<typeof createThreadRequest>;

export const editThreadRequest = z.object({ title: title.optional(), content: content.optional() });

export const createCommentRequest = z.object({
  content: z
    .string({ error: communityMessages.replyEmpty })
    .trim()
    .min(1, communityMessages.replyEmpty)
    .max(5000, communityMessages.replyLong),
  parentId: z.string().uuid().optional(),
  ...antiSpamFields,
});
export type CreateCommentRequest = z.input<typeof createCommentRequest>;

export const answerRequest = z.object({ update: z.string().trim().min(1).max(500, communityMessages.answerLong) });

export const threadTabs = ['recent', 'popular', 'unanswered', 'following'] as const;
export const listThreadsQuery = z.object({
  category: z.string().optional(),
  search: z.string().trim().max(200).optional(),
  tab: z.enum(threadTabs).optional().default('recent'),
  userId: z.string().uuid().optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type ListThreadsQuery = z.input<typeof listThreadsQuery>;

export const authorInfo = z.object({
  id: z.string().nullable(),
  username: z.string(),
  displayName: z.string(),
  city: z.string(),
  country: z.string(),
  /** What the member chose to show beside their name ("Kentucky", "Bowling Green, KY"), or '' (the default). */
  place: z.string(),
  avatar: z.string().nullable(),
});
export type AuthorInfo = z.infer<typeof authorInfo>;

export const thread = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  excerpt: z.string(),
  authorInfo,
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  lastActivity: z.string(),
  likes: z.number(),
  replies: z.number(),
  prayers: z.number(),
  isLiked: z.boolean(),
  isPinned: z.boolean(),
  isHot: z.boolean(),
  isFollowing: z.boolean(),
  isHidden: z.boolean(),
  hasPrayedToday: z.boolean(),
  answeredAt: z.string().nullable(),
  answerUpdate: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The signed-in member wrote it (true for their own anonymous posts too). */
  isOwn: z.boolean(),
});
export type Thread = z.infer<typeof thread>;

export const threadPage = z.object({ threads: z.array(thread), nextCursor: z.string().nullable() });
export type ThreadPage = z.infer<typeof threadPage>;

const commentBase = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: authorInfo,
  /** Present (true) only for a hidden reply its author or an admin is looking at. */
  isHidden: z.boolean().optional(),
});
export const comment = commentBase.extend({ replies: z.array(commentBase) });
export type Comment = z.infer<typeof comment>;

export const likeResponse = z.object({ likes: z.number(), isLiked: z.boolean() });
export const prayResponse = z.object({ prayers: z.number(), hasPrayedToday: z.boolean() });
export const followResponse = z.object({ isFollowing: z.boolean() });

export const communityStats = z.object({
  totalMembers: z.number(),
  totalDiscussions: z.number(),
  totalPrayers: z.number(),
  totalComments: z.number(),
});
export type CommunityStats = z.infer<typeof communityStats>;

export const memberComment = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  threadId: z.string(),
  threadTitle: z.string(),
});
export type MemberComment = z.infer<typeof memberComment>;
