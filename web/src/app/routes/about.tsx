import { Link } from 'react-router';
import { HandHeart, Heart, Home, Users } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { useCommunityStats } from '@/features/community/api/get-community-stats';
import { formatCount } from '@/lib/format';
import { useT } from '@/i18n/t';
import { useAbout } from '@/features/site/api/get-about';
import { useTeam } from '@/features/site/api/get-team';
import { useStation } from '@/features/site/api/get-station';
import { ContactCard } from '@/features/site/components/contact-card';

const valueIcons = [Heart, Users, Home, HandHeart];

export default function AboutPage() {
  const t = useT();
  const station = useStation();
  const { data, isPending, isError, refetch } = useAbout();
  const community = useCommunityStats();
  const team = useTeam();
  // Every figure is read from the station (members and prayers from the community, the team
  // from the settings); a figure not yet loaded is not shown.
  const figures = [
    { label: t('site.about.fig.onAir'), value: '24/7' },
    { label: t('site.about.fig.members'), value: community.data ? formatCount(community.data.totalMembers) : null },
    { label: t('site.about.fig.prayers'), value: community.data ? formatCount(community.data.totalPrayers) : null },
    { label: t('site.about.fig.team'), value: team.data ? formatCount(team.data.length) : null },
  ].filter((f): f is { label: string; value: string } => f.value !== null);
  return (
    <>
      <PageHeader eyebrow={t('site.about.eyebrow', { station: station.name })} title={t('site.about.title')} lead={station.description}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.community.getHref()}>{t('home.joinCommunity')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.connect.getHref()}>{t('site.contactUs')}</Link>
          </Button>
        </div>
      </PageHeader>
      <Container className="py-12">
        {isPending ? (
          <Skeleton className="h-64" />
        ) : isError ? (
          <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: () => void refetch() }} />
        ) : (
          <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
            <div className="flex flex-col gap-10">
              <section aria-labelledby="mission">
                <h2 id="mission" className="text-3xl font-semibold">
                  {t('site.about.mission')}
                </h2>
                <p className="mt-3 text-xl leading-relaxed">{data.mission}</p>
                {data.story.map((p) => (
                  <p key={p.slice(0, 20)} className="mt-4 text-lg leading-relaxed text-ink-soft">
                    {p}
                  </p>
                ))}
              </section>
              <section aria-labelledby="values">
                <h2 id="values" className="text-3xl font-semibold">
                  {t('site.about.values')}
                </h2>
                <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                  {data.values.map((v, i) => {
                    const Icon = valueIcons[i % valueIcons.length]!;
                    return (
                      <li key={v.title} className="rounded-(--radius-card) border border-border bg-surface p-5">
                        <Icon className="size-7 text-primary" aria-hidden="true" />
                        <h3 className="mt-3 text-xl font-semibold">{v.title}</h3>
                        <p className="mt-1 text-ink-soft">{v.text}</p>
                      </li>
                    );
                  })}
                </ul>
              </section>
              <ul
                className="grid grid-cols-2 gap-4 rounded-(--radius-card) bg-night p-6 text-white sm:grid-cols-4"
                aria-label={t('site.about.numbers')}
              >
                {figures.map((s) => (
                  <li key={s.label} className="text-center">
                    <p className="font-display text-3xl font-semibold text-gold">{s.value}</p>
                    <p className="text-sm text-white/80">{s.label}</p>
                  </li>
                ))}
              </ul>
            </div>
            <aside>
              <ContactCard />
            </aside>
          </div>
        )}
      </Container>
    </>
  );
}
