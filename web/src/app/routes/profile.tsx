import { useState } from 'react';
import { Navigate } from 'react-router';
import { Tabs } from 'radix-ui';
import { CalendarDays, Mail, MapPin, Pencil } from 'lucide-react';
import { cityLabel } from '@selah/contracts/geo';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/page';
import { useMemberStats } from '@/features/accounts/api/get-member-stats';
import { AvatarUpload } from '@/features/accounts/components/avatar-upload';
import { ProfileEditor } from '@/features/accounts/components/profile-editor';
import { UserAvatar } from '@/components/ui/user-avatar';
import { MemberActivity } from '@/features/community/components/member-activity';
import { MyGiving } from '@/features/giving/components/my-giving';
import { SessionsCard } from '@/features/accounts/components/sessions-card';
import { TwoStepCard } from '@/features/accounts/components/two-step-card';
import { LanguageCard } from '@/features/accounts/components/language-card';
import { YourDataCard } from '@/features/accounts/components/your-data-card';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';
import { countryName } from '@/features/accounts/country-name';

const tabs = [
  { value: 'discussions', label: 'profile.tab.discussions' },
  { value: 'comments', label: 'profile.tab.comments' },
  { value: 'prayers', label: 'profile.tab.prayers' },
  { value: 'following', label: 'profile.tab.following' },
] as const;

export default function ProfilePage() {
  const t = useT();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const stats = useMemberStats(user?.id);
  if (!user) return <Navigate to={paths.home.getHref()} replace />;

  const place = [cityLabel(user.country, user.city) ?? (user.city && user.city !== 'other' ? user.city : ''), countryName(user.country)]
    .filter(Boolean)
    .join(', ');
  const since = new Date(user.createdAt).toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric' });
  const counts = { discussions: stats.data?.discussions, comments: stats.data?.comments, prayers: stats.data?.prayers };

  return (
    <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-8">
        <Card>
          <CardContent className="flex flex-col gap-5 p-5 pt-5 sm:p-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <UserAvatar name={user.displayName} src={user.avatar} className="size-24 text-3xl" />
              <div className="min-w-0 flex-1">
                <h1 className="text-3xl font-semibold break-words">{user.displayName}</h1>
                <p className="break-all text-ink-soft">@{user.username}</p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin className="size-4" aria-hidden="true" />
                    {place || t('profile.unknownPlace')}
                  </span>
                  {user.email ? (
                    <span className="inline-flex min-w-0 items-center gap-1.5">
                      <Mail className="size-4 shrink-0" aria-hidden="true" />
                      <span className="break-all">{user.email}</span>
                    </span>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <AvatarUpload />
                {!editing ? (
                  <Button size="sm" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden="true" /> {t('profile.editProfile')}
                  </Button>
                ) : null}
              </div>
            </div>
            {editing ? (
              <ProfileEditor user={user} onDone={() => setEditing(false)} />
            ) : (
              <section aria-label={t('profile.bio')}>
                <h2 className="text-lg font-semibold">{t('profile.aboutMe')}</h2>
                <p className={cn('mt-1 whitespace-pre-line text-lg', !user.bio && 'text-ink-soft italic')}>
                  {user.bio || t('profile.noBio')}
                </p>
              </section>
            )}
          </CardContent>
        </Card>
        <Tabs.Root defaultValue="discussions">
          <Tabs.List aria-label={t('profile.activity')} className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="flex-1 rounded-full px-4 py-2 font-semibold whitespace-nowrap text-ink-soft data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {t(tab.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="mt-4">
              <MemberActivity userId={user.id} kind={tab.value} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <MyGiving />
        <LanguageCard />
        <TwoStepCard />
        <SessionsCard />
        <YourDataCard />
      </div>
      <aside className="min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>{t('profile.stats')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(['discussions', 'comments', 'prayers'] as const).map((k) => (
                <div key={k} className="flex flex-col-reverse rounded-xl bg-muted p-3">
                  <dt className="text-sm text-ink-soft">{t(`profile.stat.${k}` as const)}</dt>
                  <dd className="font-display text-3xl font-semibold text-primary-strong" data-testid={`stat-${k}`}>
                    {counts[k] ?? '–'}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 flex items-center gap-2 text-ink-soft">
              <CalendarDays className="size-4" aria-hidden="true" /> {t('profile.memberSince', { since })}
            </p>
          </CardContent>
        </Card>
      </aside>
    </Container>
  );
}
