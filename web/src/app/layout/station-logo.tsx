import { Link } from 'react-router';
import { useStation } from '@/features/site/api/get-station';
import { useT } from '@/i18n/t';

export function StationLogo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const station = useStation();
  const t = useT();
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" aria-label={t('layout.stationHome', { station: station.name })}>
      {station.logo ? <img src={station.logo} alt="" className="size-10 shrink-0 rounded-lg object-contain" /> : <StationMark />}
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={`truncate font-display text-lg font-semibold ${tone === 'light' ? 'text-white' : 'text-ink'}`}>
          {/* A phone's header has room for the short name beside search, the bell and the menu. */}
          {compact && station.shortName ? (
            <>
              <span className="sm:hidden">{station.shortName}</span>
              <span className="hidden sm:inline">{station.name}</span>
            </>
          ) : (
            station.name
          )}
        </span>
        <span
          className={`truncate text-xs font-medium ${compact ? 'xl:hidden 2xl:inline' : ''} ${tone === 'light' ? 'text-white/70' : 'text-ink-soft'}`}
        >
          {station.tagline}
        </span>
      </span>
    </Link>
  );
}

/** The station's mark when it has no logo: radio waves on its own colour. */
function StationMark() {
  return (
    <svg viewBox="0 0 64 64" className="size-10 shrink-0 text-primary" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="32" cy="30" r="7" fill="#fde68a" />
      <path d="M18 44a16 16 0 0 1 28 0M12 50a24 24 0 0 1 40 0" stroke="#fde68a" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
