import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Dialog as D, DropdownMenu } from 'radix-ui';
import { ChevronDown, Heart, Menu, Search, X } from 'lucide-react';
import { MenuContent, menuItemClass } from '@/components/ui/menu';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AccountControls } from '@/features/accounts/components/account-controls';
import { DonationDialog } from '@/features/giving/components/donation-dialog';
import { MessagesLink } from '@/features/messages/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { useStation } from '@/features/site/api/get-station';
import { aboutNav, mainNav } from './nav-links';
import { StationLogo } from './station-logo';
import { useT } from '@/i18n/t';
import { LanguageSwitch } from './language-switch';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-full px-3 py-2 text-[0.95rem] font-semibold transition-colors',
    isActive ? 'bg-primary-soft text-primary-strong' : 'text-ink-soft hover:bg-muted hover:text-ink',
  );

/** "About" in the header: the station's own pages in one menu, so the bar keeps a fixed budget. */
function AboutMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const active = aboutNav.some((item) => pathname === item.to);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(navClass({ isActive: active }), 'flex items-center gap-1')}>
        {t('layout.nav.about')} <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuContent className="min-w-52">
        {aboutNav.map((item) => (
          <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
            <Link to={item.to}>{t(item.label)}</Link>
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function DonateButton({ className }: { className?: string }) {
  const t = useT();
  const station = useStation();
  return (
    <DonationDialog
      stationName={station.name}
      trigger={
        <Button variant="gold" size="sm" className={className}>
          <Heart aria-hidden="true" /> {t('layout.donate')}
        </Button>
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
        <D.Root open={menuOpen} onOpenChange={setMenuOpen}>
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
            <D.Trigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('layout.openMenu')}>
                <Menu className="size-6!" />
              </Button>
            </D.Trigger>
          </div>
          <D.Portal>
            <D.Overlay className="fixed inset-0 z-50 bg-night/50 xl:hidden" />
            <D.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto bg-background p-5 shadow-2xl xl:hidden"
            >
              <div className="flex items-center justify-between">
                <D.Title className="font-display text-xl font-semibold">{t('layout.menu')}</D.Title>
                <D.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={t('layout.closeMenu')}>
                    <X className="size-6!" />
                  </Button>
                </D.Close>
              </div>
              <nav aria-label={t('layout.nav.mobile')} className="flex flex-col gap-1">
                {[...mainNav, ...aboutNav].map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    end={item.to === '/'}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) => cn(navClass({ isActive }), 'px-4 py-3 text-lg')}
                  >
                    {t(item.label)}
                  </NavLink>
                ))}
              </nav>
              <div className="mt-auto flex flex-col gap-3">
                <LanguageSwitch wide />
                <AccountControls compact />
                <DonateButton className="w-full" />
              </div>
            </D.Content>
          </D.Portal>
        </D.Root>
      </div>
    </header>
  );
}
