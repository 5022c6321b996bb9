import { useState } from 'react';
import { Link } from 'react-router';
import { Bell, BellOff, HandHeart, Heart, MessageCircle, Pin, Reply } from 'lucide-react';
import type { Thread } from '@selah/contracts/community';
import { prayerCategories } from '@selah/contracts/community';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { ReportButton } from './report-button';
import { useFollowThread } from '../api/follow-thread';
import { useLikeThread } from '../api/like-thread';
import { usePrayForThread } from '../api/pray-for-thread';
import { AuthorAvatar, authorDisplay, authorRegion } from './author-line';
import { CommentsPanel } from './comments-panel';
import { LinkifiedText } from './linkified-text';
import { ThreadOwnerActions } from './thread-owner-actions';
import { ThreadStateBadge } from './thread-state-badge';
import { useT } from '@/i18n/t';
import { categoryName } from '../category-name';

interface ThreadCardProps {
  thread: Thread;
  signedIn: boolean;
  highlighted?: boolean;
  viewer?: { id: string; role: string } | null;
  onShareTestimony?: (draft: { title: string; content: string }) => void;
  /** The thread's own page: the title is the page's heading and the replies are open. */
  standalone?: boolean;
}

/** Compact action buttons: the row fits one line on a 375 px phone. */
const action = 'gap-1.5 px-2 sm:gap-2 sm:px-4';

export function ThreadCard({
  thread,
  signedIn,
  highlighted = false,
  viewer = null,
  onShareTestimony = () => undefined,
  standalone = false,
}: ThreadCardProps) {
  const t = useT();
  const [open, setOpen] = useState(highlighted || standalone);
  const [replying, setReplying] = useState(false);
  const like = useLikeThread();
  const pray = usePrayForThread();
  const follow = useFollowThread();
  const isPrayer = (prayerCategories as readonly string[]).includes(thread.category);

  /** A visitor is invited to join first; once they have, what they tapped is done. */
  const asMember = (act: () => void) => (signedIn ? act() : openJoinDialog('join', { then: act }));
  const onLike = () => asMember(() => like.mutate(thread.id));
  const onPray = () =>
    asMember(() =>
      pray.mutate(thread.id, {
        onSuccess: () => toast.success(t('community.thread.thanksPraying'), { description: t('community.thread.prayerCounted') }),
        onError: (err) => toast.error(t('community.thread.prayerNotCounted'), { description: err.message }),
      }),
    );
  const Title = standalone ? 'h1' : 'h3';
  const region = authorRegion(thread.authorInfo);

  return (
    <article
      id={`thread-${thread.id}`}
      aria-labelledby={`title-${thread.id}`}
      className={cn(
        'scroll-mt-24 rounded-(--radius-card) border bg-surface p-3.5 shadow-sm sm:p-6',
        highlighted ? 'border-primary ring-2 ring-primary/20' : 'border-border',
        thread.isHidden && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{categoryName(t, thread.category)}</Badge>
        {thread.isPinned ? (
          <Badge variant="gold">
            <Pin className="size-3" aria-hidden="true" /> {t('community.thread.pinned')}
          </Badge>
        ) : null}
        <ThreadStateBadge thread={thread} isPrayer={isPrayer} />
        {thread.isHidden ? <Badge variant="muted">{t('community.thread.hidden')}</Badge> : null}
        {signedIn ? (
          <Button
            variant="ghost"
            size="sm"
            className={cn('ml-auto', action)}
            aria-pressed={thread.isFollowing}
            aria-label={thread.isFollowing ? t('community.thread.unfollowLabel') : t('community.thread.followLabel')}
            onClick={() => follow.mutate({ id: thread.id, on: !thread.isFollowing })}
          >
            {thread.isFollowing ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
            <span className="hidden sm:inline">{thread.isFollowing ? t('community.thread.unfollow') : t('community.thread.follow')}</span>
          </Button>
        ) : null}
      </div>
      <Title
        id={`title-${thread.id}`}
        className={cn('mt-3 font-semibold break-words', standalone ? 'text-2xl sm:text-4xl' : 'text-xl sm:text-2xl')}
      >
        {standalone ? (
          thread.title
        ) : (
          <Link to={paths.communityThread.getHref(thread.id)} className="hover:text-primary hover:underline focus-visible:underline">
            {thread.title}
          </Link>
        )}
      </Title>
      <div className="mt-2 flex min-w-0 items-center gap-2.5 text-sm text-ink-soft">
        <AuthorAvatar author={thread.authorInfo} className="size-8" />
        <span className="min-w-0 truncate">
          <span className="font-semibold text-ink">{authorDisplay(thread.authorInfo)}</span>
          {region ? <span> · {region}</span> : null}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={thread.createdAt} className="shrink-0">
          {timeAgo(thread.createdAt)}
        </time>
      </div>
      <LinkifiedText
        text={open ? thread.content : thread.excerpt}
        className="mt-3 text-lg leading-relaxed whitespace-pre-line break-words"
      />
      {thread.answerUpdate ? (
        <div className="mt-3 rounded-xl border-l-4 border-success bg-green-50 p-4">
          <p className="font-semibold text-green-900">{t('community.thread.answered')}</p>
          <LinkifiedText text={thread.answerUpdate} className="mt-1 text-green-950" />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-0.5 sm:gap-2">
        <Button
          variant={thread.isLiked ? 'secondary' : 'ghost'}
          size="sm"
          className={action}
          onClick={onLike}
          aria-pressed={thread.isLiked}
          aria-label={t('community.thread.like', { count: thread.likes })}
        >
          <Heart className={cn(thread.isLiked && 'fill-primary text-primary')} aria-hidden="true" /> {thread.likes}
        </Button>
        {isPrayer ? (
          <Button
            variant={thread.hasPrayedToday ? 'secondary' : 'outline'}
            size="sm"
            className={action}
            onClick={onPray}
            disabled={thread.hasPrayedToday || pray.isPending}
            aria-label={t(thread.hasPrayedToday ? 'community.thread.prayedToday' : 'community.thread.iPrayedLabel', {
              count: thread.prayers,
            })}
          >
            <HandHeart aria-hidden="true" />
            {thread.hasPrayedToday ? t('community.thread.prayed') : t('community.thread.iPrayed')}
            <span className="tabular-nums">{thread.prayers}</span>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className={action}
          aria-expanded={open}
          aria-controls={`replies-${thread.id}`}
          aria-label={t('community.thread.repliesLabel', { count: thread.replies })}
          onClick={() => {
            setOpen(!open);
            if (open) setReplying(false);
          }}
        >
          <MessageCircle aria-hidden="true" /> {thread.replies}
          <span className="hidden sm:inline">{t('community.thread.repliesWord', { count: thread.replies })}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={action}
          onClick={() => {
            setOpen(true);
            setReplying(true);
          }}
        >
          <Reply aria-hidden="true" /> {t('community.thread.reply')}
        </Button>
        {thread.isOwn ? null : <ReportButton targetType="thread" targetId={thread.id} signedIn={signedIn} className={action} />}
      </div>
      <ThreadOwnerActions thread={thread} viewer={viewer} onShareTestimony={onShareTestimony} />
      {open ? (
        <div id={`replies-${thread.id}`}>
          <CommentsPanel threadId={thread.id} replying={replying} setReplying={setReplying} signedIn={signedIn} />
        </div>
      ) : null}
    </article>
  );
}
