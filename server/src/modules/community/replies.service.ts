import type { Comment } from '@selah/contracts/community';
import { communityMessages, prayerCategories } from '@selah/contracts/community';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { SpamJudge } from '../../platform/http/anti-spam.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { MembersService, SessionUser } from '../accounts/index.ts';
import * as repo from './comments.repo.ts';
import { follow } from './thread-marks.repo.ts';
import type { CommunityService } from './community.service.ts';
import { anonymousAuthor, authorOrFormer, isStaff } from './thread-view.ts';

export interface ReplyInput {
  content: string;
  parentId?: string | undefined;
  hp?: string;
  renderAt?: number | undefined;
}

export type RepliesService = ReturnType<typeof createRepliesService>;

/** Replies, and the counts people see on the board and on profiles. */
export function createRepliesService(deps: {
  db: Db;
  bus: EventBus;
  clock: Clock;
  members: MembersService;
  spam: SpamJudge;
  threads: CommunityService;
}) {
  const { db, bus, clock, members, threads } = deps;
  /** Only the member and staff see what the member posted anonymously. */
  const seesAnonymous = (viewer: SessionUser | null, userId: string) => isStaff(viewer) || viewer?.id === userId;

  return {
    async listComments(viewer: SessionUser | null, threadId: string): Promise<Comment[]> {
      const thread = await threads.visible(viewer, threadId);
      const rows = await repo.listCommentRows(db, threadId, isStaff(viewer), viewer?.id ?? null);
      const authors = await members.authorsByIds(rows.map((r) => r.authorId));
      // In an anonymous thread, the author's own replies stay anonymous too.
      const hideAuthor = (authorId: string) => thread.isAnonymous && authorId === thread.authorId && !isStaff(viewer);
      const view = (r: repo.CommentRow) => ({
        id: r.id,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
        author: hideAuthor(r.authorId) ? anonymousAuthor : authorOrFormer(authors.get(r.authorId)),
        ...(r.isHidden ? { isHidden: true } : {}),
      });
      const top = new Map<string, Comment>();
      for (const r of rows) if (!r.parentId) top.set(r.id, { ...view(r), replies: [] });
      for (const r of rows) if (r.parentId) top.get(r.parentId)?.replies.push(view(r));
      return [...top.values()];
    },

    async addComment(viewer: SessionUser, threadId: string, input: ReplyInput) {
      deps.spam.refuse(input);
      const thread = await threads.visible(viewer, threadId);
      let parentId: string | null = null;
      let parentAuthorId: string | null = null;
      if (input.parentId) {
        const parent = await repo.findComment(db, input.parentId);
        if (!parent || parent.threadId !== threadId || (parent.isHidden && !isStaff(viewer)))
          throw badRequest(communityMessages.parentGone);
        // Replies nest one level: answering a reply answers its parent comment.
        parentId = parent.parentId ?? parent.id;
        parentAuthorId = parent.authorId;
      }
      const now = clock.now();
      const id = await repo.insertComment(db, { threadId, parentId, authorId: viewer.id, content: input.content, createdAt: now }, now);
      threads.invalidate();
      await follow(db, threadId, viewer.id);
      const anonymous = thread.isAnonymous && thread.authorId === viewer.id;
      await bus.publish('comment.created', {
        threadId,
        commentId: id,
        authorId: viewer.id,
        threadAuthorId: thread.authorId,
        parentAuthorId,
        anonymous,
      });
      await threads.announceMentions(input.content, threadId, viewer.id, anonymous);
      return { id };
    },

    async stats() {
      const t = await repo.communityTotals(db, [...prayerCategories]);
      return { totalMembers: await members.count(), totalDiscussions: t.discussions, totalPrayers: t.prayers, totalComments: t.comments };
    },

    /** Whether a member has a discussion or reply that is still shown (anonymous ones count: nobody is named). */
    async hasTakenPart(userId: string): Promise<boolean> {
      const a = await repo.memberActivity(db, userId, true);
      return a.discussions + a.comments > 0;
    },

    memberStats: (viewer: SessionUser | null, userId: string) => repo.memberActivity(db, userId, seesAnonymous(viewer, userId)),

    async memberComments(viewer: SessionUser | null, userId: string) {
      const rows = await repo.listMemberComments(db, userId, 50, seesAnonymous(viewer, userId));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
