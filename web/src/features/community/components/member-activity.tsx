import { Link } from 'react-router';
import { prayerCategories } from '@selah/contracts/community';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format';
import { useFollowedThreads } from '../api/get-followed-threads';
import { useMemberComments } from '../api/get-member-comments';
import { useMemberThreads } from '../api/get-member-threads';
import { useT, type MessageId } from '@/i18n/t';

export type MemberActivityKind = 'discussions' | 'comments' | 'prayers' | 'following';
const emptyText: Record<MemberActivityKind, MessageId> = {
  discussions: 'profile.empty.discussions',
  comments: 'profile.empty.comments',
  prayers: 'profile.empty.prayers',
  following: 'profile.empty.following',
};

function Empty({ kind }: { kind: MemberActivityKind }) {
  const t = useT();
  return (
    <div className="rounded-(--radius-card) border border-dashed border-border bg-surface p-8 text-center">
      <p className="text-lg text-ink-soft">{t(emptyText[kind])}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.community.getHref()}>{t('profile.visitCommunity')}</Link>
      </Button>
    </div>
  );
}

const itemClass = 'block rounded-xl border border-border bg-surface p-4 hover:border-primary/40';

/** The member's real discussions, replies and prayer requests. */
export function MemberActivity({ userId, kind }: { userId: string; kind: MemberActivityKind }) {
  const t = useT();
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
              <p className="text-sm text-ink-soft">{t('profile.commentOn', { title: c.threadTitle, ago: timeAgo(c.createdAt) })}</p>
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
    (thread) => kind !== 'prayers' || (prayerCategories as readonly string[]).includes(thread.category),
  );
  if (!list.length) return <Empty kind={kind} />;
  return (
    <ul className="flex flex-col gap-3">
      {list.map((thread) => (
        <li key={thread.id}>
          <Link to={paths.community.getHref({ thread: thread.id })} className={itemClass}>
            <p className="font-semibold">{thread.title}</p>
            <p className="text-sm text-ink-soft">
              {t('profile.threadLine', { replies: thread.replies, prayers: thread.prayers, ago: timeAgo(thread.lastActivity) })}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
