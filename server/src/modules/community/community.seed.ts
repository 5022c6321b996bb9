import fs from 'node:fs/promises';
import path from 'node:path';
import { comments, threads } from '../../db/schema/community.ts';
import type { Db } from '../../db/client.ts';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { MembersService } from '../accounts/index.ts';
import { deleteDemoCommunity, threadCount } from './comments.repo.ts';

interface DemoCommunity {
  /** Demo members cannot sign in: their password hash is not a hash. */
  members: Array<{ username: string; displayName: string; city: string; country: string }>;
  posts: Array<{ category: string; title: string; content: string; anonymous?: boolean }>;
  replies: string[];
}

/** A living demo community on the first start: members, discussions across categories, replies. */
export async function seedDemoCommunity(
  db: Db,
  directory: MembersService,
  contentDir: string,
  today: Date,
  marks: DemoMarks,
): Promise<void> {
  if ((await threadCount(db)) > 0) return;
  const { members, posts, replies } = JSON.parse(await fs.readFile(path.join(contentDir, 'community.json'), 'utf8')) as DemoCommunity;
  const ids: string[] = [];
  for (const m of members) ids.push(await directory.ensureDemoMember(m));
  // The demo's members are the accounts module's to remove; the mark says which they are.
  await marks.mark('accounts.member', ids);
  const now = today.getTime();
  // Two statements, not one a post: a first start is on air sooner.
  const rows = posts.map(({ category, title, content, anonymous }, i) => {
    const createdAt = new Date(now - (posts.length - i) * 5 * 3600_000);
    const replyCount = (i * 7) % 5;
    return {
      authorId: ids[i % ids.length]!,
      category,
      title,
      content,
      isAnonymous: !!anonymous,
      isPinned: i === 14,
      likesCount: (i * 5) % 13,
      repliesCount: replyCount,
      prayersCount: category === 'prayer' || category === 'pray-for-others' ? 3 + ((i * 11) % 40) : 0,
      createdAt,
      updatedAt: createdAt,
      lastActivityAt: new Date(createdAt.getTime() + replyCount * 1800_000),
    };
  });
  if (!rows.length) return;
  const inserted = await db.insert(threads).values(rows).returning({ id: threads.id, createdAt: threads.createdAt });
  // Each post has its own time, which finds its row whatever order the rows come back in.
  const idAt = new Map(inserted.map((r) => [r.createdAt.getTime(), r.id]));
  await marks.mark(
    'community.thread',
    inserted.map((r) => r.id),
  );
  const replyRows = rows.flatMap((row, i) =>
    Array.from({ length: row.repliesCount }, (_, r) => ({
      threadId: idAt.get(row.createdAt.getTime())!,
      authorId: ids[(i + r + 1) % ids.length]!,
      content: replies[(i + r) % replies.length]!,
      createdAt: new Date(row.createdAt.getTime() + (r + 1) * 1800_000),
    })),
  );
  if (replyRows.length) await db.insert(comments).values(replyRows);
}

/**
 * The demo's discussions go, with every reply under them; the demo members' replies elsewhere go
 * too, and the threads they were in are counted again. The station's own members' posts stay.
 */
export async function removeDemoCommunity(db: Db, marks: DemoMarks): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await deleteDemoCommunity(t, await marks.ids('community.thread', t), await marks.ids('accounts.member', t));
    await marks.forget('community.thread', t);
  });
}
