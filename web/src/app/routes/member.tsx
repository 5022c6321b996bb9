import { Link, useParams } from 'react-router';
import { CalendarDays, MapPin, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useFollow, useProfile } from '@/features/messages/api/people';
import { BlockButton } from '@/features/messages/components/block-button';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useT, type MessageId } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

const roleLabel: Record<string, MessageId> = { admin: 'profile.member.role.admin', broadcaster: 'profile.member.role.broadcaster' };

/** /members/:userId: a member as others see them, with Follow, Message and Block. */
export default function MemberPage() {
  const t = useT();
  const { userId = '' } = useParams();
  const { user } = useSession();
  const profile = useProfile(userId);
  const follow = useFollow(userId);
  if (profile.isPending) return <Skeleton className="mx-auto my-10 h-56 max-w-3xl" />;
  if (profile.isError)
    return (
      <Container className="max-w-3xl py-10">
        <FallbackPanel type="error" title={t('profile.member.notFound')} message={profile.error.message} />
      </Container>
    );
  const p = profile.data;
  const self = user?.id === p.id;
  const role = roleLabel[p.role];
  const toggleFollow = () =>
    follow.mutate(!p.isFollowing, {
      onSuccess: (s) =>
        toast.success(t(s.following ? 'profile.member.nowFollowing' : 'profile.member.unfollowed', { name: p.displayName })),
      onError: (e) => toast.error(e.message),
    });
  const since = new Date(p.joinedAt).toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric' });
  return (
    <Container className="max-w-3xl py-10">
      <Card>
        <CardContent className="flex flex-col gap-5 p-5 pt-5 sm:p-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <UserAvatar name={p.displayName} src={p.avatar} className="size-24 text-3xl" />
            <div className="min-w-0 flex-1">
              <h1 className="text-3xl font-semibold break-words">{p.displayName}</h1>
              <p className="break-all text-ink-soft">
                @{p.username}
                {role ? ` · ${t(role)}` : ''}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
                {p.place ? (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin className="size-4" aria-hidden="true" /> {p.place}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" /> {t('profile.memberSince', { since })}
                </span>
              </p>
            </div>
          </div>
          <dl className="flex gap-8">
            <div>
              <dt className="text-sm text-ink-soft">{t('profile.member.followers')}</dt>
              <dd className="text-2xl font-semibold" data-testid="followers-count">
                {p.followers}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-soft">{t('profile.member.following')}</dt>
              <dd className="text-2xl font-semibold">{p.following}</dd>
            </div>
          </dl>
          {self ? (
            <Button asChild variant="outline" className="self-start">
              <Link to={paths.profile.getHref()}>{t('profile.member.thisIsYou')}</Link>
            </Button>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant={p.isFollowing ? 'outline' : 'primary'}
                aria-pressed={p.isFollowing}
                disabled={follow.isPending || p.blocked !== 'none'}
                onClick={() => (user ? toggleFollow() : openJoinDialog('signin', { then: toggleFollow }))}
              >
                {p.isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
                {p.isFollowing ? t('profile.member.following') : t('profile.member.follow')}
              </Button>
              {user ? (
                <Button asChild variant="outline">
                  <Link to={paths.messages.getHref(p.id)}>
                    <MessageCircle aria-hidden="true" /> {t('profile.member.message')}
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" onClick={() => openJoinDialog('signin')}>
                  <MessageCircle aria-hidden="true" /> {t('profile.member.message')}
                </Button>
              )}
              {user ? <BlockButton userId={p.id} name={p.displayName} blocked={p.blocked === 'by_you'} /> : null}
            </div>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
