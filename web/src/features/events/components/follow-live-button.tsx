import { Bell, BellOff, Loader2 } from 'lucide-react';
import { followMessages } from '@selah/contracts/requests';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
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
  const { user } = useSession();
  const follows = useFollows(Boolean(user));
  const setFollow = useSetFollow();
  const following = programId ? Boolean(follows.data?.programIds.includes(programId)) : Boolean(follows.data?.station);

  const onClick = () => {
    if (!user) return openJoinDialog('join');
    setFollow.mutate(
      { programId, following: !following },
      {
        onSuccess: ({ following: now }) => toast.success(now ? followMessages.following(title) : followMessages.stopped(title)),
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : 'That did not work. Please check your connection and try again.'),
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
      aria-label={following ? `Notifying you when ${title} is live. Press to stop.` : `Notify me when ${title} is live`}
    >
      {setFollow.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : following ? (
        <BellOff aria-hidden="true" />
      ) : (
        <Bell aria-hidden="true" />
      )}
      {following ? 'Notifying you' : 'Notify me when live'}
    </Button>
  );
}
