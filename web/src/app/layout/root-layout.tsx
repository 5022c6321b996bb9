import { Outlet, useNavigation } from 'react-router';
import { PlayerDock } from '@/features/radio/components/player-dock';
import { useMediaSession } from '@/features/radio/player/use-media-session';
import { useStation } from '@/features/site/api/get-station';
import { JoinCommunityDialog } from '@/features/accounts/components/join-community-dialog';
import { useSessionRefresh } from '@/features/accounts/hooks/use-session-refresh';
import { useNotificationSocket } from '@/features/notifications/api/use-notification-socket';
import { NotificationToasts } from '@/features/notifications/components/notification-toasts';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const navigation = useNavigation();
  useSessionRefresh();
  useNotificationSocket();
  useMediaSession(useStation().name);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold" role="progressbar" aria-label="Loading page" />
      ) : null}
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <PlayerDock />
      <JoinCommunityDialog />
      <NotificationToasts />
    </div>
  );
}
