import { Link } from 'react-router';
import { Mic, Rss } from 'lucide-react';
import type { Show } from '@selah/contracts/media';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/t';

/** The featured series: real shows, each with its own page and feed (the original's buttons were inert). */
export function FeaturedSeries({ shows }: { shows: Show[] }) {
  const t = useT();
  const featured = shows.filter((s) => s.featured).slice(0, 3);
  if (!featured.length) return null;
  return (
    <section aria-labelledby="featured-series" className="mt-14">
      <h2 id="featured-series" className="text-2xl font-semibold sm:text-3xl">
        {t('media.series.featured')}
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-3">
        {featured.map((s) => (
          <Card key={s.id} className="flex flex-col gap-3 overflow-hidden">
            <div className="flex h-28 items-center justify-center bg-linear-to-br from-primary to-gold text-white">
              {s.artworkUrl ? (
                <img src={s.artworkUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                <Mic className="size-10" aria-hidden="true" />
              )}
            </div>
            <div className="flex flex-1 flex-col gap-2 px-5 pb-5">
              <h3 className="text-lg font-semibold">{s.title}</h3>
              <p className="line-clamp-3 text-sm text-ink-soft">{s.description}</p>
              {s.host ? <p className="text-sm text-ink-soft">{t('media.hostedBy', { host: s.host })}</p> : null}
              <p className="text-sm text-ink-soft">{t('media.series.episodes', { count: s.episodeCount })}</p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <Button asChild size="sm">
                  <Link to={paths.podcastShow.getHref(s.id)} aria-label={t('media.series.viewLabel', { title: s.title })}>
                    {t('media.series.view')}
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.podcastSubscribe.getHref(s.id)} aria-label={t('media.series.followLabel', { title: s.title })}>
                    <Rss aria-hidden="true" /> {t('media.series.follow')}
                  </Link>
                </Button>
              </div>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}
