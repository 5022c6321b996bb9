import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Megaphone } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Container } from '@/components/ui/page';
import { cn } from '@/lib/cn';
import { useSponsors } from '../api/get-sponsors';
import { InitialsAvatar } from './initials-avatar';

const ROTATE_MS = 2000;

/** Home page banner: two groups of five tiles, rotating every 2 s, paused on hover or focus. */
export function SponsorBanner() {
  const { data: sponsors = [] } = useSponsors();
  const [group, setGroup] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const t = window.setInterval(() => setGroup((g) => (g + 1) % 2), ROTATE_MS);
    return () => window.clearInterval(t);
  }, [paused]);

  return (
    <section
      aria-labelledby="sponsor-banner"
      className="border-y border-border bg-muted/60"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Container className="py-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sponsor-banner" className="text-2xl font-semibold">
            Our ministry partners
          </h2>
          <Link to={paths.sponsorAdvertise.getHref()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
            Become a sponsor
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-live="off">
          {group === 0
            ? sponsors.slice(0, 5).map((s) => (
                <li key={s.id}>
                  <Link
                    to={paths.sponsor.getHref(s.id)}
                    className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-3 hover:border-primary/40"
                  >
                    <InitialsAvatar name={s.name} color={s.color} className="size-10 text-sm" />
                    <span className="text-sm font-semibold leading-tight">{s.name}</span>
                  </Link>
                </li>
              ))
            : Array.from({ length: 5 }, (_, i) => (
                <li key={i} className={cn(i > 1 && 'hidden sm:block', i > 2 && 'sm:hidden lg:block')}>
                  <Link
                    to={paths.sponsorAdvertise.getHref()}
                    className="flex h-full min-h-16 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-primary/30 bg-surface p-3 text-sm font-bold tracking-wide text-primary-strong hover:bg-primary-soft"
                  >
                    <Megaphone className="size-4" aria-hidden="true" /> ADVERTISE HERE
                  </Link>
                </li>
              ))}
        </ul>
      </Container>
    </section>
  );
}
