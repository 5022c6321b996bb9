import { Suspense, useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accentCss } from '@selah/contracts/station';
import { paths } from '@selah/contracts/paths';
import { useSetupNeeded } from '@/features/setup/api/get-setup-status';
import { PlayerDock } from '@/features/radio/components/player-dock';
import { useMediaSession } from '@/features/radio/player/use-media-session';
import { useStation } from '@/features/site/api/get-station';
import { JoinCommunityDialog } from '@/features/accounts/components/join-community-dialog';
import { useSessionRefresh } from '@/features/accounts/hooks/use-session-refresh';
import { useNotificationSocket } from '@/features/notifications/api/use-notification-socket';
import { applyMessagePush } from '@/features/messages/api/live';
import { NotificationToasts } from '@/features/notifications/components/notification-toasts';
import { InstallPrompt } from './install-prompt';
import { LiveNowBanner } from './live-now-banner';
import { OfflineNotice } from './offline-notice';
import { ScrollToTop } from './scroll-to-top';
import { ErrorBoundary } from './error-boundary';
import { NavigationPending } from '../browser-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useT } from '@/i18n/t';

const LoadingBar = ({ label }: { label: string }) => (
  <div className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold" role="progressbar" aria-label={label} />
);

export function RootLayout() {
  const loading = useContext(NavigationPending);
  const { pathname } = useLocation();
  const t = useT();
  useSessionRefresh();
  useNotificationSocket({ onMessage: applyMessagePush });
  const station = useStation();
  useMediaSession(station.name);
  // The station's colour follows a change in the console without a reload.
  useEffect(() => {
    for (const part of accentCss(station.accent).split(';')) {
      const [name, value] = part.split(':');
      if (name && value) document.documentElement.style.setProperty(name, value);
    }
  }, [station.accent]);
  // A station nobody has set up yet shows its setup page to its first visitor.
  if (useSetupNeeded()) return <Navigate to={paths.setup.getHref()} replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <ScrollToTop />
      {loading ? <LoadingBar label={t('layout.loadingPage')} /> : null}
      <SiteHeader />
      <LiveNowBanner />
      <OfflineNotice />
      <main id="main" className="flex-1">
        {/* A page that fails shows the failure screen under the header; another page starts afresh. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingBar label={t('layout.loadingPage')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <PlayerDock />
      <JoinCommunityDialog />
      <NotificationToasts />
      <InstallPrompt stationName={station.name} />
    </div>
  );
}
