import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { cn } from '@/lib/cn';
import type { AdminSection } from '../sections';
import { useT } from '@/i18n/t';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex shrink-0 items-center gap-2.5 rounded-xl px-3 py-2 font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-primary text-white shadow-sm' : 'text-ink-soft hover:bg-muted hover:text-ink',
  );

/**
 * The console's section menu: a column beside the content on wide screens, a row that scrolls
 * sideways inside itself on phones (the page itself never scrolls sideways).
 */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls inside itself: keep the open section in view.
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label={t('admin.nav.stationConsole')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul ref={list} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sections.map(({ id, label, href, icon: Icon }) => (
          <li key={id}>
            <NavLink to={href} end={href === paths.admin.getHref()} className={linkClass}>
              <Icon className="size-4.5" aria-hidden="true" /> {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
