import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useStation } from '@/features/site/api/get-station';
import { communityShortcuts, footerLinks } from './nav-links';
import { StationLogo } from './station-logo';
import { useT, type MessageId } from '@/i18n/t';

export function SiteFooter() {
  const t = useT();
  const station = useStation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-night text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <StationLogo tone="light" />
          <p className="text-white/70">{station.description}</p>
        </div>
        <FooterLinks label={t('layout.footer.site')} heading={t('layout.footer.explore')} links={footerLinks} />
        <FooterLinks label={t('layout.footer.communityShortcuts')} heading={t('layout.footer.community')} links={communityShortcuts} />
        <div className="flex flex-col gap-3">
          <h2 className="mb-1 font-sans text-sm font-bold uppercase tracking-widest text-gold">{t('layout.footer.contact')}</h2>
          {station.contact.address ? (
            <p className="flex gap-2">
              <MapPin className="mt-1 size-4 shrink-0 text-gold" aria-hidden="true" />
              {station.contact.address}
            </p>
          ) : null}
          {station.contact.phone ? (
            <a href={`tel:${station.contact.phone.replace(/[^\d+]/g, '')}`} className="flex gap-2 hover:text-white">
              <Phone className="mt-1 size-4 shrink-0 text-gold" aria-hidden="true" />
              {station.contact.phone}
            </a>
          ) : null}
          {station.contact.email ? (
            <a href={`mailto:${station.contact.email}`} className="flex gap-2 break-all hover:text-white">
              <Mail className="mt-1 size-4 shrink-0 text-gold" aria-hidden="true" />
              {station.contact.email}
            </a>
          ) : null}
          {/* Only the accounts the station has configured: a link that leads nowhere is not shown. */}
          {station.social.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3" aria-label={t('layout.footer.social')}>
              {station.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} className="rounded-full border border-white/20 px-3 py-1 text-sm hover:bg-white/10">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-white/60 sm:px-6">
          {t('layout.footer.rights', { year, station: station.name })} · {station.tagline}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  label,
  heading,
  links,
}: {
  label: string;
  heading: string;
  links: ReadonlyArray<{ to: string; label: MessageId }>;
}) {
  const t = useT();
  return (
    <nav aria-label={label} className="flex flex-col gap-2">
      <h2 className="mb-1 font-sans text-sm font-bold uppercase tracking-widest text-gold">{heading}</h2>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className="w-fit hover:text-white hover:underline">
          {t(l.label)}
        </Link>
      ))}
    </nav>
  );
}
