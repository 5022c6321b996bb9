import { useState } from 'react';
import { Bell, BellOff, CheckCircle2, Flame, HandHeart, Heart, MessageCircle, Pin, Reply } from 'lucide-react';
import type { Thread } from '@selah/contracts/community';
import { categoryLabel, prayerCategories } from '@selah/contracts/community';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { useFollowThread } from '../api/follow-thread';
import { useLikeThread } from '../api/like-thread';
import { usePrayForThread } from '../api/pray-for-thread';
import { AuthorAvatar, authorDisplay } from './author-line';
import { CommentsPanel } from './comments-panel';
import { LinkifiedText } from './linkified-text';
import { ThreadOwnerActions } from './thread-owner-actions';

interface ThreadCardProps {
  thread: Thread;
  signedIn: boolean;
  highlighted?: boolean;
  viewer?: { id: string; role: string } | null;
  onShareTestimony?: (draft: { title: string; content: string }) => void;
}

export function ThreadCard({ thread, signedIn, highlighted = false, viewer = null, onShareTestimony = () => undefined }: ThreadCardProps) {
  const [open, setOpen] = useState(highlighted);
  const [replying, setReplying] = useState(false);
  const like = useLikeThread();
  const pray = usePrayForThread();
  const follow = useFollowThread();
  const isPrayer = (prayerCategories as readonly string[]).includes(thread.category);

  const onLike = () => {
    if (!signedIn) {
      toast.error('Please Login First', { description: 'You need to sign up or log in to like discussions.' });
      return;
    }
    like.mutate(thread.id);
  };
  const onPray = () => {
    if (!signedIn) {
      toast.error('Please Login First', { description: 'You need to sign up or log in to pray with the community.' });
      return;
    }
    pray.mutate(thread.id, {
      onSuccess: () => toast.success('Thank you for praying', { description: 'Your prayer has been counted today.' }),
    });
  };

  return (
    <article
      id={`thread-${thread.id}`}
      aria-labelledby={`title-${thread.id}`}
      className={cn(
        'scroll-mt-24 rounded-(--radius-card) border bg-surface p-5 shadow-sm sm:p-6',
        highlighted ? 'border-primary ring-2 ring-primary/20' : 'border-border',
        thread.isHidden && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{categoryLabel(thread.category)}</Badge>
        {thread.isPinned ? (
          <Badge variant="gold">
            <Pin className="size-3" aria-hidden="true" /> Pinned
          </Badge>
        ) : null}
        {thread.isHot ? (
          <Badge variant="live">
            <Flame className="size-3" aria-hidden="true" /> Hot
          </Badge>
        ) : null}
        {thread.answeredAt ? (
          <Badge variant="muted" className="bg-green-100 text-green-900">
            <CheckCircle2 className="size-3" aria-hidden="true" /> Answered
          </Badge>
        ) : null}
        {thread.isHidden ? <Badge variant="muted">Hidden</Badge> : null}
      </div>
      <h3 id={`title-${thread.id}`} className="mt-3 text-xl font-semibold break-words sm:text-2xl">
        {thread.title}
      </h3>
      <div className="mt-2 flex items-center gap-2.5 text-sm text-ink-soft">
        <AuthorAvatar author={thread.authorInfo} className="size-8" />
        <span className="font-semibold text-ink">{authorDisplay(thread.authorInfo)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={thread.lastActivity}>{timeAgo(thread.lastActivity)}</time>
      </div>
      <LinkifiedText
        text={open ? thread.content : thread.excerpt}
        className="mt-3 text-lg leading-relaxed whitespace-pre-line break-words"
      />
      {thread.answerUpdate ? (
        <div className="mt-3 rounded-xl border-l-4 border-success bg-green-50 p-4">
          <p className="font-semibold text-green-900">Prayer answered</p>
          <LinkifiedText text={thread.answerUpdate} className="mt-1 text-green-950" />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant={thread.isLiked ? 'secondary' : 'ghost'}
          size="sm"
          onClick={onLike}
          aria-pressed={thread.isLiked}
          aria-label={`Like (${thread.likes})`}
        >
          <Heart className={cn(thread.isLiked && 'fill-primary text-primary')} aria-hidden="true" /> {thread.likes}
        </Button>
        {isPrayer ? (
          <Button
            variant={thread.hasPrayedToday ? 'secondary' : 'outline'}
            size="sm"
            onClick={onPray}
            disabled={thread.hasPrayedToday || pray.isPending}
            aria-label={thread.hasPrayedToday ? `You prayed today (${thread.prayers} prayers)` : `I prayed (${thread.prayers} prayers)`}
          >
            <HandHeart aria-hidden="true" /> {thread.hasPrayedToday ? 'Prayed today' : 'I prayed'} · {thread.prayers}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`replies-${thread.id}`}
          onClick={() => {
            setOpen(!open);
            if (open) setReplying(false);
          }}
        >
          <MessageCircle aria-hidden="true" /> {thread.replies} {thread.replies === 1 ? 'reply' : 'replies'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen(true);
            setReplying(true);
          }}
        >
          <Reply aria-hidden="true" /> Reply
        </Button>
        {signedIn ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-pressed={thread.isFollowing}
            onClick={() => follow.mutate({ id: thread.id, on: !thread.isFollowing })}
          >
            {thread.isFollowing ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />} {thread.isFollowing ? 'Unfollow' : 'Follow'}
          </Button>
        ) : null}
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
