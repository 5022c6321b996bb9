import { Bell, BellOff, Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useFollows, useSetFollow } from '../api/follows';

/**
 * "Notify me when it's live" on a program (or, without programId, the whole station): a member
 * is told in the app and by push (as their "Live now" setting says) when it goes live. A visitor
 * is offered to join first.
 */
export function FollowLiveButton({
  programId = null,
  title,
  size = 'sm',
}: {
  programId?: string | null;
  title: string;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const { user } = useSession();
  const follows = useFollows(Boolean(user));
  const setFollow = useSetFollow();
  const following = programId ? Boolean(follows.data?.programIds.includes(programId)) : Boolean(follows.data?.station);

  const onClick = () => {
    if (!user) return openJoinDialog('join');
    setFollow.mutate(
      { programId, following: !following },
      {
        onSuccess: ({ following: now }) => toast.success(t(now ? 'events.follow.following' : 'events.follow.stopped', { title })),
        onError: (err) => toast.error(err instanceof ApiError ? err.message : t('events.follow.failed')),
      },
    );
  };

  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'outline'}
      onClick={onClick}
      disabled={setFollow.isPending}
      aria-pressed={user ? following : undefined}
      aria-label={t(following ? 'events.follow.followingLabel' : 'events.follow.label', { title })}
    >
      {setFollow.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : following ? (
        <BellOff aria-hidden="true" />
      ) : (
        <Bell aria-hidden="true" />
      )}
      {following ? t('events.follow.on') : t('events.follow.button')}
    </Button>
  );
}
