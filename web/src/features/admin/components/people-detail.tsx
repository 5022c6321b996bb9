import { X } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format';
import { usePerson } from '../api/people-users';
import { PeopleTwoStepReset } from './people-two-step-reset';
import { reportReason } from './report-reason';
import { useT } from '@/i18n/t';

/** A member's latest discussions, replies and the reports they sent. */
export function PeopleDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const person = usePerson(id);
  if (!person.data) return <Skeleton className="h-48" />;
  const { user, threads, replies, reports } = person.data;
  const posts = [
    { title: t('admin.people.discussions'), items: threads },
    { title: t('admin.people.replies'), items: replies },
  ];
  return (
    <Card aria-labelledby="person-title">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <CardTitle id="person-title" className="break-words">
          {user.displayName} <span className="text-base font-normal text-ink-soft">@{user.username}</span>
        </CardTitle>
        <Button size="icon" variant="ghost" onClick={onClose} aria-label={t('admin.people.closeTheMemberSPage')}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5 md:grid-cols-3">
        {posts.map(({ title, items }) => (
          <section key={title} className="min-w-0">
            <h2 className="mb-2 font-semibold">{title}</h2>
            {items.length === 0 ? <p className="text-sm text-ink-soft">{t('admin.people.noneYet')}</p> : null}
            <ul className="flex flex-col gap-2 text-sm">
              {items.map((p) => (
                <li key={p.id} className="min-w-0 break-words">
                  <Link to={paths.communityThread.getHref(p.threadId)} className="font-semibold text-primary hover:underline">
                    {p.title}
                  </Link>{' '}
                  {p.isHidden ? <Badge variant="muted">{t('admin.people.hidden')}</Badge> : null}
                  <p className="line-clamp-2 text-ink-soft">{p.content}</p>
                  <p className="text-xs text-ink-soft">{timeAgo(p.createdAt)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="min-w-0">
          <h2 className="mb-2 font-semibold">{t('admin.people.reportsSent')}</h2>
          {reports.length === 0 ? <p className="text-sm text-ink-soft">{t('admin.people.none')}</p> : null}
          <ul className="flex flex-col gap-1 text-sm">
            {reports.map((r) => (
              <li key={r.id}>
                {t('admin.people.reportLine', {
                  kind: r.targetType,
                  reason: reportReason(t, r.reason),
                  createdAt: timeAgo(r.createdAt),
                })}{' '}
                {r.resolution ? t('admin.people.resolution', { resolution: r.resolution }) : t('admin.people.open')}
              </li>
            ))}
          </ul>
        </section>
        <PeopleTwoStepReset user={user} />
      </CardContent>
    </Card>
  );
}
