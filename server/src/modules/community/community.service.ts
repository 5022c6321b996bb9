import type { Comment, Thread } from '@selah/contracts/community';
import { categoryAliases, categorySlugs, communityMessages, prayerCategories } from '@selah/contracts/community';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import { judgeSubmission } from '../../platform/http/anti-spam.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import './community.events.ts';
import * as repo from './community.repo.ts';

export interface Ctx {
  db: Db;
  bus: EventBus;
  timezone: string;
}

const EDIT_WINDOW_MS = 30 * 60_000;
const anonymousAuthor = { id: null, username: 'anonymous', displayName: 'Anonymous Member', city: '', country: '', avatar: null };
const iso = (d: Date | string) => new Date(d).toISOString();
const isStaff = (viewer: SessionUser | null) => viewer?.role === 'admin';

/** Today's date in the station's time zone: 'I prayed' counts once per station day. */
export function stationDay(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function toThread(r: repo.ThreadRow, viewer: SessionUser | null, now = Date.now()): Thread {
  const own = viewer?.id === r.author_id;
  const showAuthor = !r.is_anonymous || isStaff(viewer);
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    content: r.content,
    excerpt: r.content.length > 220 ? `${r.content.slice(0, 217).trimEnd()}…` : r.content,
    authorInfo: showAuthor
      ? { id: r.author_id, username: r.username, displayName: r.display_name, city: r.city, country: r.country, avatar: r.avatar_url }
      : anonymousAuthor,
    isAnonymous: r.is_anonymous,
    createdAt: iso(r.created_at),
    lastActivity: iso(r.last_activity_at),
    likes: r.likes_count,
    replies: r.replies_count,
    prayers: r.prayers_count,
    isLiked: r.is_liked,
    isPinned: r.is_pinned,
    isHot: r.likes_count + r.replies_count >= 8,
    isFollowing: r.is_following,
    isHidden: r.is_hidden,
    hasPrayedToday: r.prayed_today,
    answeredAt: r.answered_at ? iso(r.answered_at) : null,
    answerUpdate: r.answer_update,
    canEdit: isStaff(viewer) || (own && now - new Date(r.created_at).getTime() < EDIT_WINDOW_MS),
    canDelete: own || isStaff(viewer),
    isOwn: own,
  };
}

const encodeCursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decodeCursor(cursor: string | undefined): unknown[] | undefined {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length >= 2 && v.length <= 3) return v;
  } catch {
    // fall through
  }
  throw badRequest('That page link is no longer valid. Please reload the list.', undefined, 'bad_cursor');
}

export interface ListInput {
  category?: string | undefined;
  search?: string | undefined;
  tab: 'recent' | 'popular' | 'unanswered' | 'following';
  userId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export async function listThreads(ctx: Ctx, viewer: SessionUser | null, q: ListInput) {
  const slug = q.category ? (categoryAliases[q.category] ?? q.category) : undefined;
  const categories = !slug || slug === 'all' ? undefined : (categorySlugs as readonly string[]).includes(slug) ? [slug] : null;
  if (categories === null) throw badRequest(communityMessages.category, { category: communityMessages.category });
  if (q.tab === 'following' && !viewer) return { threads: [], nextCursor: null };
  const search = q.search?.trim() || undefined;
  const sort: repo.SortKey = search ? 'search' : q.tab === 'popular' ? 'popular' : 'recent';
  const rows = await repo.listThreadRows(ctx.db, {
    viewerId: viewer?.id ?? null,
    includeHidden: isStaff(viewer),
    today: stationDay(ctx.timezone),
    categories,
    search,
    unanswered: q.tab === 'unanswered',
    followingOnly: q.tab === 'following',
    authorId: q.userId,
    includeAnonymousOfAuthor: isStaff(viewer) || (!!viewer && viewer.id === q.userId),
    sort,
    after: decodeCursor(q.cursor),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > q.limit && last) {
    nextCursor = encodeCursor(
      sort === 'search'
        ? [last.rank, last.id]
        : sort === 'popular'
          ? [last.likes_count + last.replies_count, last.id]
          : [last.is_pinned, iso(last.last_activity_at), last.id],
    );
  }
  return { threads: page.map((r) => toThread(r, viewer)), nextCursor };
}

async function visibleThread(ctx: Ctx, viewer: SessionUser | null, id: string): Promise<repo.ThreadRow> {
  const row = await repo.findThreadRow(ctx.db, id, viewer?.id ?? null, stationDay(ctx.timezone));
  if (!row || (row.is_hidden && !isStaff(viewer))) throw notFound(communityMessages.notFound);
  return row;
}

export async function getThread(ctx: Ctx, viewer: SessionUser | null, id: string): Promise<Thread> {
  return toThread(await visibleThread(ctx, viewer, id), viewer);
}

function refuseBots(input: { hp?: string; renderAt?: number | undefined }) {
  const verdict = judgeSubmission(input);
  if (verdict === 'honeypot') throw badRequest(communityMessages.captcha, undefined, 'captcha');
  if (verdict === 'too_fast') throw badRequest(communityMessages.tooFast, undefined, 'too_fast');
}

async function announceMentions(ctx: Ctx, text: string, threadId: string, byUserId: string) {
  const names = [...new Set([...text.matchAll(/(?:^|[^\w@])@([A-Za-z0-9_]{3,30})\b/g)].map((m) => m[1]!))];
  for (const u of await repo.findUsersByUsernames(ctx.db, names.slice(0, 10))) {
    if (u.id !== byUserId) await ctx.bus.publish('mention', { threadId, mentionedUserId: u.id, byUserId });
  }
}

export async function createThread(
  ctx: Ctx,
  viewer: SessionUser,
  input: { title: string; category: string; content: string; anonymous: boolean; hp?: string; renderAt?: number | undefined },
): Promise<Thread> {
  refuseBots(input);
  const now = new Date();
  const id = await repo.insertThread(ctx.db, {
    authorId: viewer.id,
    category: input.category,
    title: input.title,
    content: input.content,
    isAnonymous: input.anonymous,
    createdAt: now,
    updatedAt: now,
    lastActivityAt: now,
  });
  await repo.follow(ctx.db, id, viewer.id);
  await ctx.bus.publish('thread.created', { threadId: id, authorId: viewer.id, category: input.category, title: input.title });
  await announceMentions(ctx, input.content, id, viewer.id);
  return getThread(ctx, viewer, id);
}

export async function editThread(ctx: Ctx, viewer: SessionUser, id: string, patch: { title?: string | undefined; content?: string | undefined }) {
  const row = await visibleThread(ctx, viewer, id);
  if (!isStaff(viewer)) {
    if (row.author_id !== viewer.id) throw forbidden(communityMessages.notYours);
    if (Date.now() - new Date(row.created_at).getTime() > EDIT_WINDOW_MS) throw forbidden(communityMessages.editWindow);
  }
  await repo.updateThread(ctx.db, id, { ...patch, updatedAt: new Date() });
  return getThread(ctx, viewer, id);
}

export async function removeThread(ctx: Ctx, viewer: SessionUser, id: string) {
  const row = await visibleThread(ctx, viewer, id);
  if (row.author_id !== viewer.id && !isStaff(viewer)) throw forbidden(communityMessages.notYours);
  await repo.deleteThread(ctx.db, id);
}

export async function moderateThread(ctx: Ctx, viewer: SessionUser, id: string, patch: { isPinned?: boolean | undefined; isHidden?: boolean | undefined }) {
  if (!isStaff(viewer)) throw forbidden();
  await visibleThread(ctx, viewer, id);
  await repo.updateThread(ctx.db, id, patch);
  return getThread(ctx, viewer, id);
}

export async function toggleLike(ctx: Ctx, viewer: SessionUser, id: string) {
  const row = await visibleThread(ctx, viewer, id);
  const result = await repo.toggleLike(ctx.db, id, viewer.id);
  if (result.isLiked) await ctx.bus.publish('thread.liked', { threadId: id, userId: viewer.id, threadAuthorId: row.author_id });
  return result;
}

export async function pray(ctx: Ctx, viewer: SessionUser, id: string) {
  const row = await visibleThread(ctx, viewer, id);
  if (!(prayerCategories as readonly string[]).includes(row.category)) throw badRequest(communityMessages.notAPrayer);
  const { prayers, counted } = await repo.markPrayed(ctx.db, id, viewer.id, stationDay(ctx.timezone));
  if (counted) await ctx.bus.publish('prayer.joined', { threadId: id, userId: viewer.id, threadAuthorId: row.author_id });
  return { prayers, hasPrayedToday: true };
}

export async function markAnswered(ctx: Ctx, viewer: SessionUser, id: string, update: string) {
  const row = await visibleThread(ctx, viewer, id);
  if (row.author_id !== viewer.id) throw forbidden(communityMessages.notYours);
  if (!(prayerCategories as readonly string[]).includes(row.category)) throw badRequest(communityMessages.notAPrayer);
  await repo.updateThread(ctx.db, id, { answeredAt: new Date(), answerUpdate: update });
  return getThread(ctx, viewer, id);
}

export async function setFollow(ctx: Ctx, viewer: SessionUser, id: string, on: boolean) {
  await visibleThread(ctx, viewer, id);
  if (on) await repo.follow(ctx.db, id, viewer.id);
  else await repo.unfollow(ctx.db, id, viewer.id);
  return { isFollowing: on };
}

function toAuthor(r: repo.CommentRow) {
  return { id: r.author_id, username: r.username, displayName: r.display_name, city: r.city, country: r.country, avatar: r.avatar_url };
}

export async function listComments(ctx: Ctx, viewer: SessionUser | null, threadId: string): Promise<Comment[]> {
  await visibleThread(ctx, viewer, threadId);
  const rows = await repo.listCommentRows(ctx.db, threadId, isStaff(viewer));
  const top = new Map<string, Comment>();
  for (const r of rows) if (!r.parent_id) top.set(r.id, { id: r.id, content: r.content, createdAt: iso(r.created_at), author: toAuthor(r), replies: [] });
  for (const r of rows) {
    if (r.parent_id) top.get(r.parent_id)?.replies.push({ id: r.id, content: r.content, createdAt: iso(r.created_at), author: toAuthor(r) });
  }
  return [...top.values()];
}

export async function addComment(
  ctx: Ctx,
  viewer: SessionUser,
  threadId: string,
  input: { content: string; parentId?: string | undefined; hp?: string; renderAt?: number | undefined },
) {
  refuseBots(input);
  const thread = await visibleThread(ctx, viewer, threadId);
  let parentId: string | null = null;
  let parentAuthorId: string | null = null;
  if (input.parentId) {
    const parent = await repo.findComment(ctx.db, input.parentId);
    if (!parent || parent.threadId !== threadId) throw badRequest('The reply you answered is no longer there.');
    // Replies nest one level: answering a reply answers its parent comment.
    parentId = parent.parentId ?? parent.id;
    parentAuthorId = parent.authorId;
  }
  const id = await repo.insertComment(ctx.db, { threadId, parentId, authorId: viewer.id, content: input.content }, new Date());
  await repo.follow(ctx.db, threadId, viewer.id);
  await ctx.bus.publish('comment.created', { threadId, commentId: id, authorId: viewer.id, threadAuthorId: thread.author_id, parentAuthorId });
  await announceMentions(ctx, input.content, threadId, viewer.id);
  return { id };
}

export async function stats(ctx: Ctx) {
  const t = await repo.communityTotals(ctx.db, [...prayerCategories]);
  return { totalMembers: t.members, totalDiscussions: t.discussions, totalPrayers: t.prayers, totalComments: t.comments };
}

export const memberActivity = (ctx: Ctx, userId: string) => repo.memberActivity(ctx.db, userId);

export async function memberComments(ctx: Ctx, userId: string) {
  const rows = await repo.listMemberComments(ctx.db, userId, 50);
  return rows.map((r) => ({ id: r.id, content: r.content, createdAt: iso(r.created_at), threadId: r.thread_id, threadTitle: r.thread_title }));
}
