import { Link } from 'react-router';
import { UserCheck, UserPlus } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useFollow, useProfile, useTeamAccounts } from '../api/people';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

/**
 * Follow a host from their team card, kept on the station (every device of the member sees it).
 * Only a card whose email is a host's or an admin's account can be followed: the card alone
 * posts nothing and never goes live.
 */
export function TeamFollowButton({ teamMemberId, name }: { teamMemberId: string; name: string }) {
  const accounts = useTeamAccounts();
  const userId = accounts.data?.get(teamMemberId);
  return userId ? <FollowAccount userId={userId} name={name} /> : null;
}

function FollowAccount({ userId, name }: { userId: string; name: string }) {
  const t = useT();
  const { user } = useSession();
  const profile = useProfile(userId);
  const follow = useFollow(userId);
  const following = profile.data?.isFollowing ?? false;
  const toggle = (on: boolean) =>
    follow.mutate(on, {
      onSuccess: (s) => toast.success(t(s.following ? 'profile.member.nowFollowing' : 'profile.member.unfollowed', { name })),
      onError: (e) => toast.error(e.message),
    });
  if (user?.id === userId) return null;
  return (
    <>
      <Button
        variant="ghost"
        aria-pressed={following}
        disabled={follow.isPending || profile.isPending}
        onClick={() => (user ? toggle(!following) : openJoinDialog('signin', { then: () => toggle(true) }))}
      >
        {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {following ? t('messages.following') : t('messages.follow')}
      </Button>
      <Button asChild variant="ghost">
        <Link to={paths.member.getHref(userId)}>{t('messages.profile')}</Link>
      </Button>
    </>
  );
}
