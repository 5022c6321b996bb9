import { Link } from 'react-router';
import { prayerCategories } from '@selah/contracts/community';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format';
import { useFollowedThreads } from '../api/get-followed-threads';
import { useMemberComments } from '../api/get-member-comments';
import { useMemberThreads } from '../api/get-member-threads';

export type MemberActivityKind = 'discussions' | 'comments' | 'prayers' | 'following';
const emptyText: Record<MemberActivityKind, string> = {
  discussions: 'Discussions you start appear here.',
  comments: 'Your replies to others appear here.',
  prayers: 'Prayer requests you share appear here.',
  following: 'Discussions you follow appear here.',
};

function Empty({ kind }: { kind: MemberActivityKind }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-border bg-surface p-8 text-center">
      <p className="text-lg text-ink-soft">{emptyText[kind]}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.community.getHref()}>Visit the community</Link>
      </Button>
    </div>
  );
}

const itemClass = 'block rounded-xl border border-border bg-surface p-4 hover:border-primary/40';

/** The member's real discussions, replies and prayer requests. */
export function MemberActivity({ userId, kind }: { userId: string; kind: MemberActivityKind }) {
  const threads = useMemberThreads(kind === 'comments' || kind === 'following' ? undefined : userId);
  const comments = useMemberComments(kind === 'comments' ? userId : undefined);
  const followed = useFollowedThreads(kind === 'following');
  if (kind === 'comments') {
    if (comments.isPending) return <Skeleton className="h-24" />;
    if (!comments.data?.length) return <Empty kind={kind} />;
    return (
      <ul className="flex flex-col gap-3">
        {comments.data.map((c) => (
          <li key={c.id}>
            <Link to={paths.community.getHref({ thread: c.threadId })} className={itemClass}>
              <p className="text-sm text-ink-soft">
                On “{c.threadTitle}” · {timeAgo(c.createdAt)}
              </p>
              <p className="mt-1 line-clamp-2">{c.content}</p>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const source = kind === 'following' ? followed : threads;
  if (source.isPending) return <Skeleton className="h-24" />;
  const list = (source.data?.threads ?? []).filter(
    (t) => kind !== 'prayers' || (prayerCategories as readonly string[]).includes(t.category),
  );
  if (!list.length) return <Empty kind={kind} />;
  return (
    <ul className="flex flex-col gap-3">
      {list.map((t) => (
        <li key={t.id}>
          <Link to={paths.community.getHref({ thread: t.id })} className={itemClass}>
            <p className="font-semibold">{t.title}</p>
            <p className="text-sm text-ink-soft">
              {t.replies} replies · {t.prayers} prayers · {timeAgo(t.lastActivity)}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
