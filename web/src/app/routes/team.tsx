import { useState } from 'react';
import { Link } from 'react-router';
import { HandHeart } from 'lucide-react';
import type { TeamMember } from '@selah/contracts/site-content';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeam } from '@/features/site/api/get-team';
import { InitialsAvatar } from '@/features/site/components/initials-avatar';
import { TeamMemberDialog } from '@/features/site/components/team-member-dialog';
import { useT } from '@/i18n/t';
import { TeamFollowButton } from '@/features/messages/components/team-follow-button';

export default function TeamPage() {
  const t = useT();
  const { data: team, isPending, isError, refetch } = useTeam();
  const [open, setOpen] = useState<TeamMember | null>(null);
  return (
    <>
      <PageHeader eyebrow={t('site.team.eyebrow')} title={t('site.team.title')} lead={t('site.team.lead')} />
      <Container className="py-12">
        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="sr-only">
            {t('site.team.members')}
          </h2>
          {isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-48" />
              ))}
            </div>
          ) : isError ? (
            <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: () => void refetch() }} />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {team.map((m) => (
                <li key={m.id} className="flex flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-5 shadow-sm">
                  <div className="flex items-center gap-4">
                    <InitialsAvatar name={m.name} image={m.photo} />
                    <div>
                      <h3 className="text-xl font-semibold">{m.name}</h3>
                      <p className="font-medium text-primary-strong">{m.role}</p>
                    </div>
                  </div>
                  <p className="line-clamp-3 text-ink-soft">{m.description}</p>
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-auto self-start"
                    onClick={() => setOpen(m)}
                    aria-label={t('site.team.viewProfileOf', { name: m.name })}
                  >
                    {t('site.team.viewProfile')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
      <section aria-labelledby="join-ministry" className="bg-primary-soft/60">
        <Container className="flex flex-col items-start gap-4 py-12 sm:flex-row sm:items-center">
          <HandHeart className="size-12 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <h2 id="join-ministry" className="text-3xl font-semibold">
              {t('site.team.joinTitle')}
            </h2>
            <p className="mt-1 text-lg text-ink-soft">{t('site.team.joinLead')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/connect?reason=volunteer">{t('site.team.apply')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/connect">{t('site.contactUs')}</Link>
            </Button>
          </div>
        </Container>
      </section>
      <TeamMemberDialog
        member={open}
        onClose={() => setOpen(null)}
        actions={(m) => <TeamFollowButton teamMemberId={m.id} name={m.name} />}
      />
    </>
  );
}
