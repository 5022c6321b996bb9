import { z } from 'zod';
import { commonMessages } from '@selah/contracts/common';
import type { Thread } from '@selah/contracts/community';
import { badRequest } from '../../platform/http/errors.ts';
import type { Author, SessionUser } from '../accounts/index.ts';
import type { SortKey, ThreadCursor, ThreadRow } from './community.repo.ts';

export const EDIT_WINDOW_MS = 30 * 60_000;
export const anonymousAuthor = {
  id: null,
  username: 'anonymous',
  displayName: 'Anonymous Member',
  city: '',
  country: '',
  place: '',
  avatar: null,
};
export const isStaff = (viewer: SessionUser | null) => viewer?.role === 'admin';
const formerMember = { id: null, username: 'former_member', displayName: 'Former member', city: '', country: '', place: '', avatar: null };
/**
 * The author as the community shows them, or a former member whose account is gone. Author lines
 * name a person and at most the place they chose to show (nothing unless they chose): the city
 * and country they gave stay on their own profile.
 */
export const authorOrFormer = (author: Author | undefined) => (author ? { ...author, city: '', country: '' } : formerMember);

/** Today's date in the station's time zone: 'I prayed' counts once per station day. */

/** The thread as this viewer may see it: an anonymous author shows only to staff. */
export function toThread(r: ThreadRow, author: Author | undefined, viewer: SessionUser | null, now: Date): Thread {
  const own = viewer?.id === r.authorId;
  const showAuthor = !r.isAnonymous || isStaff(viewer);
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    content: r.content,
    excerpt: r.content.length > 220 ? `${r.content.slice(0, 217).trimEnd()}…` : r.content,
    authorInfo: showAuthor ? authorOrFormer(author) : anonymousAuthor,
    isAnonymous: r.isAnonymous,
    createdAt: r.createdAt.toISOString(),
    lastActivity: r.lastActivityAt.toISOString(),
    likes: r.likesCount,
    replies: r.repliesCount,
    prayers: r.prayersCount,
    isLiked: r.isLiked,
    isPinned: r.isPinned,
    isHot: r.likesCount + r.repliesCount >= 8,
    isFollowing: r.isFollowing,
    isHidden: r.isHidden,
    hasPrayedToday: r.prayedToday,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    answerUpdate: r.answerUpdate,
    canEdit: isStaff(viewer) || (own && now.getTime() - r.createdAt.getTime() < EDIT_WINDOW_MS),
    canDelete: own || isStaff(viewer),
    isOwn: own,
  };
}

const cursorShape = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('recent'), isPinned: z.boolean(), lastActivityAt: z.iso.datetime({ offset: true }), id: z.uuid() }),
  z.object({
    sort: z.literal('popular'),
    score: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    id: z.uuid(),
  }),
  z.object({ sort: z.literal('search'), rank: z.string().regex(/^\d{1,6}(\.\d{1,6})?$/), id: z.uuid() }),
]);

export function cursorAfter(r: ThreadRow, sort: SortKey): string {
  const c: ThreadCursor =
    sort === 'search'
      ? { sort, rank: r.rank ?? '0', id: r.id }
      : sort === 'popular'
        ? { sort, score: r.likesCount + r.repliesCount, id: r.id }
        : { sort, isPinned: r.isPinned, lastActivityAt: r.lastActivityAt.toISOString(), id: r.id };
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** A page link from an earlier answer; anything else (tampered, from another sort) is a 400. */
export function decodeCursor(cursor: string | undefined, sort: SortKey): ThreadCursor | undefined {
  if (!cursor) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const parsed = cursorShape.safeParse(value);
  if (!parsed.success || parsed.data.sort !== sort)
    throw badRequest(commonMessages.badCursor, { cursor: commonMessages.badCursor }, 'bad_cursor');
  return parsed.data;
}
