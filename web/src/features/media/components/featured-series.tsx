import { Link } from 'react-router';
import { Mic, Rss } from 'lucide-react';
import type { Show } from '@selah/contracts/media';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The featured series: real shows, each with its own page and feed (the original's buttons were inert). */
export function FeaturedSeries({ shows }: { shows: Show[] }) {
  const featured = shows.filter((s) => s.featured).slice(0, 3);
  if (!featured.length) return null;
  return (
    <section aria-labelledby="featured-series" className="mt-14">
      <h2 id="featured-series" className="text-2xl font-semibold sm:text-3xl">
        Featured Series
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
              {s.host ? <p className="text-sm text-ink-soft">Hosted by {s.host}</p> : null}
              <p className="text-sm text-ink-soft">
                {s.episodeCount} {s.episodeCount === 1 ? 'episode' : 'episodes'}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <Button asChild size="sm">
                  <Link to={paths.podcastShow.getHref(s.id)} aria-label={`View Series: ${s.title}`}>
                    View Series
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.podcastSubscribe.getHref(s.id)} aria-label={`Follow ${s.title} in your podcast app`}>
                    <Rss aria-hidden="true" /> Follow
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
