import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, Menu, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyDialog, lazyMenu } from '@/components/ui/lazy-overlay';
import { cn } from '@/lib/cn';
import { AccountControls } from '@/features/accounts/components/account-controls';
import { MessagesLink } from '@/features/messages/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { DonateButton, navClass } from './header-parts';
import { aboutNav, mainNav } from './nav-links';
import { StationLogo } from './station-logo';
import { useT } from '@/i18n/t';
import { LanguageSwitch } from './language-switch';

// The About menu and the phone menu are fetched when first wanted (components/ui/lazy-overlay.tsx).
const LazyAboutMenu = lazyMenu(() => import('./about-menu'));
const PhoneMenu = lazyDialog(() => import('./phone-menu'));

/** "About" in the header: the station's own pages in one menu, so the bar keeps a fixed budget. */
function AboutMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const active = aboutNav.some((item) => pathname === item.to);
  return (
    <LazyAboutMenu
      trigger={
        <button type="button" className={cn(navClass({ isActive: active }), 'flex items-center gap-1')}>
          {t('layout.nav.about')} <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      }
    />
  );
}

export function SiteHeader() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Whatever moved the member to another page (a link, joining, signing in), the phone menu closes.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <StationLogo compact />
        <nav aria-label={t('layout.nav.main')} className="ml-2 hidden items-center gap-0.5 xl:flex">
          {mainNav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={navClass}>
              {t(item.label)}
            </NavLink>
          ))}
          <AboutMenu />
        </nav>
        <div className="ml-auto hidden items-center gap-2 xl:flex">
          <LanguageSwitch />
          <SearchDialog
            hotkeys
            trigger={
              <button
                type="button"
                aria-label={t('layout.search')}
                className="flex h-9 w-9 items-center justify-center gap-2 rounded-full border border-border bg-surface text-sm text-ink-soft hover:border-primary/40 2xl:w-36 2xl:justify-start 2xl:px-3"
              >
                <Search className="size-4" aria-hidden="true" />
                <span className="hidden 2xl:inline">{t('layout.searchEllipsis')}</span>
              </button>
            }
          />
          <MessagesLink />
          <NotificationBell />
          <AccountControls />
          <DonateButton />
        </div>
        <div className="ml-auto flex items-center gap-1 xl:hidden">
          <SearchDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label={t('layout.search')}>
                <Search className="size-5!" />
              </Button>
            }
          />
          <MessagesLink />
          <NotificationBell />
          {/* A small laptop keeps Sign In and Donate in the bar; phones and tablets find them in the menu. */}
          <div className="hidden items-center gap-2 lg:flex">
            <AccountControls />
            <DonateButton />
          </div>
          <PhoneMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            trigger={
              <Button variant="ghost" size="icon" aria-label={t('layout.openMenu')}>
                <Menu className="size-6!" />
              </Button>
            }
          />
        </div>
      </div>
    </header>
  );
}
