import { Link } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { Container } from '@/components/ui/page';
import { useSponsors } from '../api/get-sponsors';
import { InitialsAvatar } from './initials-avatar';
import { useT } from '@/i18n/t';

/** Home page banner: the station's real sponsors, and one quiet way to become one. */
export function SponsorBanner() {
  const t = useT();
  const { data: sponsors = [] } = useSponsors();
  if (sponsors.length === 0) return null;

  return (
    <section aria-labelledby="sponsor-banner" className="border-y border-border bg-muted/60">
      <Container className="py-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sponsor-banner" className="text-2xl font-semibold">
            {t('site.sponsors.title')}
          </h2>
          <Link to={paths.sponsorAdvertise.getHref()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
            {t('site.sponsor.become')}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {sponsors.map((s) => (
            <li key={s.id}>
              <Link
                to={paths.sponsor.getHref(s.id)}
                className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-3 hover:border-primary/40"
              >
                <InitialsAvatar name={s.name} color={s.color} image={s.logo} fit="contain" className="size-10 text-sm" />
                <span className="text-sm font-semibold leading-tight">{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
