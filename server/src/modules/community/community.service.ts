import type { Thread } from '@selah/contracts/community';
import { categoryAliases, categorySlugs, communityMessages, prayerCategories } from '@selah/contracts/community';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import type { Author, SessionUser } from '../accounts/index.ts';
import * as repo from './community.repo.ts';
import * as marks from './thread-marks.repo.ts';
import { cursorAfter, decodeCursor, EDIT_WINDOW_MS, isStaff, toThread } from './thread-view.ts';
import type { CommunityDeps, ListInput, ThreadInput } from './community.types.ts';
import './community.events.ts';

const isPrayer = (category: string) => (prayerCategories as readonly string[]).includes(category);

export type CommunityService = ReturnType<typeof createCommunityService>;

export function createCommunityService(deps: CommunityDeps) {
  const { db, bus, clock, time, members } = deps;
  const today = () => time.today();

  // Pages that look the same to every visitor, kept 2 s and dropped on every write of this instance.
  const pages = new TtlCache<{ rows: repo.ThreadRow[]; authors: Map<string, Author> }>(2000, 500);
  const withAuthors = async (rows: repo.ThreadRow[]) => ({ rows, authors: await members.authorsByIds(rows.map((r) => r.authorId)) });

  async function present(rows: repo.ThreadRow[], viewer: SessionUser | null, known?: Map<string, Author>): Promise<Thread[]> {
    const authors = known ?? (await withAuthors(rows)).authors;
    return rows.map((r) => toThread(r, authors.get(r.authorId), viewer, clock.now()));
  }

  /** The viewer's own flags on a shared page. */
  async function personalise(rows: repo.ThreadRow[], viewer: SessionUser | null): Promise<repo.ThreadRow[]> {
    if (!viewer) return rows;
    const mine = await repo.viewerFlags(
      db,
      viewer.id,
      rows.map((r) => r.id),
      today(),
    );
    return rows.map((r) => ({ ...r, ...mine.get(r.id) }));
  }

  async function visible(viewer: SessionUser | null, id: string): Promise<repo.ThreadRow> {
    const row = await repo.findThreadRow(db, id, viewer?.id ?? null, today());
    if (!row || (row.isHidden && !isStaff(viewer))) throw notFound(communityMessages.notFound);
    return row;
  }

  const getThread = async (viewer: SessionUser | null, id: string) => (await present([await visible(viewer, id)], viewer))[0]!;

  async function announceMentions(text: string, threadId: string, byUserId: string, anonymous: boolean) {
    const names = [...new Set([...text.matchAll(/(?:^|[^\w@])@([A-Za-z0-9_]{3,30})\b/g)].map((m) => m[1]!))];
    for (const u of await members.idsByUsernames(names.slice(0, 10))) {
      if (u.id !== byUserId) await bus.publish('mention', { threadId, mentionedUserId: u.id, byUserId, anonymous });
    }
  }

  return {
    /** Drops the shared pages after a write, so the writer sees it at once. */
    invalidate: () => pages.clear(),
    visible,
    present,
    announceMentions,
    getThread,
    /** Title, category, author and anonymity of a thread (null when it is gone), for listeners. */
    summary: (id: string) => repo.findThreadSummary(db, id),
    followerIds: (id: string) => marks.listFollowerIds(db, id),
    /** Everyone who ever prayed for a thread, once each. */
    prayerIds: (id: string) => marks.listPrayerIds(db, id),

    async listThreads(viewer: SessionUser | null, q: ListInput) {
      const slug = q.category ? (categoryAliases[q.category] ?? q.category) : undefined;
      const categories = !slug || slug === 'all' ? undefined : (categorySlugs as readonly string[]).includes(slug) ? [slug] : null;
      if (categories === null) throw badRequest(communityMessages.category, { category: communityMessages.category });
      if (q.tab === 'following' && !viewer) return { threads: [], nextCursor: null };
      const search = q.search?.trim() || undefined;
      const sort: repo.SortKey = search ? 'search' : q.tab === 'popular' ? 'popular' : 'recent';
      // Staff, the following tab and a member's own list differ per viewer; every other page is shared.
      const shared = !isStaff(viewer) && q.tab !== 'following' && !(viewer && viewer.id === q.userId);
      const filter: repo.ListFilter = {
        viewerId: shared ? null : (viewer?.id ?? null),
        includeHidden: isStaff(viewer),
        today: today(),
        categories,
        search,
        unanswered: q.tab === 'unanswered',
        followingOnly: q.tab === 'following',
        authorId: q.userId,
        includeAnonymousOfAuthor: isStaff(viewer) || (!!viewer && viewer.id === q.userId),
        sort,
        after: decodeCursor(q.cursor, sort),
        limit: q.limit + 1,
      };
      const load = async () => withAuthors(await repo.listThreadRows(db, filter));
      const { rows, authors } = shared ? await pages.get(JSON.stringify(filter), load) : await load();
      const page = shared ? await personalise(rows.slice(0, q.limit), viewer) : rows.slice(0, q.limit);
      const nextCursor = rows.length > q.limit ? cursorAfter(rows[q.limit - 1]!, sort) : null;
      return { threads: await present(page, viewer, authors), nextCursor };
    },

    async createThread(viewer: SessionUser, input: ThreadInput): Promise<Thread> {
      deps.spam.refuse(input);
      const now = clock.now();
      const { title, category, content, anonymous } = input;
      const id = await repo.insertThread(db, {
        authorId: viewer.id,
        category,
        title,
        content,
        isAnonymous: anonymous,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      });
      pages.clear();
      await marks.follow(db, id, viewer.id);
      await bus.publish('thread.created', { threadId: id, authorId: viewer.id, category, title, anonymous });
      await announceMentions(content, id, viewer.id, anonymous);
      return getThread(viewer, id);
    },

    async editThread(viewer: SessionUser, id: string, patch: { title?: string | undefined; content?: string | undefined }) {
      const row = await visible(viewer, id);
      if (!isStaff(viewer)) {
        if (row.authorId !== viewer.id) throw forbidden(communityMessages.notYours);
        if (clock.now().getTime() - row.createdAt.getTime() > EDIT_WINDOW_MS) throw forbidden(communityMessages.editWindow);
      }
      await repo.updateThread(db, id, { ...patch, updatedAt: clock.now() });
      pages.clear();
      return getThread(viewer, id);
    },

    /** The author deletes their own discussion; staff deleting someone else's go through `moderate` (audited). */
    async removeThread(viewer: SessionUser, id: string, moderate: (id: string) => Promise<void>) {
      const row = await visible(viewer, id);
      if (row.authorId !== viewer.id) {
        if (!isStaff(viewer)) throw forbidden(communityMessages.notYours);
        return moderate(id);
      }
      await repo.deleteThread(db, id);
      pages.clear();
    },

    /** Staff only, and the discussion exists: before the moderation service hides or pins it. */
    async mayModerate(viewer: SessionUser, id: string): Promise<void> {
      if (!isStaff(viewer)) throw forbidden();
      await visible(viewer, id);
    },

    async toggleLike(viewer: SessionUser, id: string) {
      await visible(viewer, id);
      const result = await marks.toggleLike(db, id, viewer.id);
      pages.clear();
      return result;
    },

    async pray(viewer: SessionUser, id: string) {
      const row = await visible(viewer, id);
      if (!isPrayer(row.category)) throw badRequest(communityMessages.notAPrayer);
      const { prayers, counted } = await marks.markPrayed(db, id, viewer.id, today());
      pages.clear();
      if (counted) await bus.publish('prayer.joined', { threadId: id, userId: viewer.id, threadAuthorId: row.authorId });
      return { prayers, hasPrayedToday: true };
    },

    async markAnswered(viewer: SessionUser, id: string, update: string) {
      const row = await visible(viewer, id);
      if (row.authorId !== viewer.id) throw forbidden(communityMessages.notYours);
      if (!isPrayer(row.category)) throw badRequest(communityMessages.notAPrayer);
      await repo.updateThread(db, id, { answeredAt: clock.now(), answerUpdate: update });
      pages.clear();
      // Told once: a second "answered" (an edited update) does not tell everyone again.
      if (!row.answeredAt) await bus.publish('prayer.answered', { threadId: id, authorId: row.authorId, title: row.title, update });
      return getThread(viewer, id);
    },

    async setFollow(viewer: SessionUser, id: string, on: boolean) {
      await visible(viewer, id);
      if (on) await marks.follow(db, id, viewer.id);
      else await marks.unfollow(db, id, viewer.id);
      return { isFollowing: on };
    },
  };
}
