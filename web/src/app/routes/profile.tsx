import { useState } from 'react';
import { Navigate } from 'react-router';
import { Tabs } from 'radix-ui';
import { CalendarDays, Mail, MapPin, Pencil } from 'lucide-react';
import { cityLabel, countryLabel } from '@selah/contracts/geo';
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

const tabs = [
  { value: 'discussions', label: 'Discussions' },
  { value: 'comments', label: 'Comments' },
  { value: 'prayers', label: 'Prayers' },
  { value: 'following', label: 'Following' },
] as const;

export default function ProfilePage() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const stats = useMemberStats(user?.id);
  if (!user) return <Navigate to={paths.home.getHref()} replace />;

  const place = [cityLabel(user.country, user.city) ?? (user.city && user.city !== 'other' ? user.city : ''), countryLabel(user.country)]
    .filter(Boolean)
    .join(', ');
  const since = new Date(user.createdAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
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
                    {place || 'Unknown'}
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
                    <Pencil aria-hidden="true" /> Edit Profile
                  </Button>
                ) : null}
              </div>
            </div>
            {editing ? (
              <ProfileEditor user={user} onDone={() => setEditing(false)} />
            ) : (
              <section aria-label="Bio">
                <h2 className="text-lg font-semibold">About me</h2>
                <p className={cn('mt-1 whitespace-pre-line text-lg', !user.bio && 'text-ink-soft italic')}>
                  {user.bio || 'No bio yet. Tell the community a little about yourself with Edit Profile.'}
                </p>
              </section>
            )}
          </CardContent>
        </Card>
        <Tabs.Root defaultValue="discussions">
          <Tabs.List aria-label="Your activity" className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="flex-1 rounded-full px-4 py-2 font-semibold whitespace-nowrap text-ink-soft data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value} className="mt-4">
              <MemberActivity userId={user.id} kind={t.value} />
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
            <CardTitle>Community Stats</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(['discussions', 'comments', 'prayers'] as const).map((k) => (
                <div key={k} className="flex flex-col-reverse rounded-xl bg-muted p-3">
                  <dt className="text-sm capitalize text-ink-soft">{k}</dt>
                  <dd className="font-display text-3xl font-semibold text-primary-strong" data-testid={`stat-${k}`}>
                    {counts[k] ?? '–'}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 flex items-center gap-2 text-ink-soft">
              <CalendarDays className="size-4" aria-hidden="true" /> Member since {since}
            </p>
          </CardContent>
        </Card>
      </aside>
    </Container>
  );
}
