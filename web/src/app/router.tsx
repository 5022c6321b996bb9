import { Suspense } from 'react';
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { RootLayout } from './layout/root-layout';
import { BrowserRouter } from './browser-router';
import { indexRoute, pageRoute as page, pagesToFetch, preloadRoutes } from './lazy-page';

export const routes: RouteObject[] = [
  // The first run has a page of its own: no header, menu or player to wander off to.
  page(paths.setup.path, () => import('./routes/setup')),
  // The player other sites frame: only the player, nothing to navigate.
  page(paths.embedPlayer.path, () => import('./routes/embed-player')),
  page(paths.embedEpisode.path, () => import('./routes/embed-episode')),
  page(paths.embedVideo.path, () => import('./routes/embed-video')),
  {
    element: <RootLayout />,
    children: [
      // The home page needs only the shell's messages (web/src/i18n/en/shell.ts).
      page(paths.home.path, () => import('./routes/home'), { english: false }),
      page(paths.community.path, () => import('./routes/community')),
      page(paths.communityThread.path, () => import('./routes/community-thread')),
      page(paths.about.path, () => import('./routes/about')),
      page(paths.privacy.path, () => import('./routes/privacy')),
      page(paths.terms.path, () => import('./routes/terms')),
      page(paths.team.path, () => import('./routes/team')),
      page(paths.sponsorAdvertise.path, () => import('./routes/sponsor-advertise')),
      page(paths.sponsor.path, () => import('./routes/sponsor')),
      page(paths.promotions.path, () => import('./routes/promotions')),
      page(paths.connect.path, () => import('./routes/connect')),
      page(paths.profile.path, () => import('./routes/profile')),
      page(paths.member.path, () => import('./routes/member')),
      page(paths.messages.path, () => import('./routes/messages')),
      page(paths.resetPassword.path, () => import('./routes/reset-password')),
      page(paths.podcasts.path, () => import('./routes/podcasts')),
      page(paths.episode.path, () => import('./routes/episode')),
      page(paths.podcastShow.path, () => import('./routes/podcast-show')),
      page(paths.podcastSubscribe.path, () => import('./routes/podcast-subscribe')),
      page(paths.videos.path, () => import('./routes/videos')),
      page(paths.video.path, () => import('./routes/video')),
      page(paths.live.path, () => import('./routes/live')),
      page(paths.schedule.path, () => import('./routes/schedule')),
      page(paths.broadcast.path, () => import('./routes/broadcast')),
      page(paths.broadcastGuide.path, () => import('./routes/broadcast-guide')),
      page(paths.notifications.path, () => import('./routes/notifications')),
      page(paths.notificationSettings.path, () => import('./routes/notification-settings')),
      page(paths.donate.path, () => import('./routes/donate')),
      page(paths.donateManage.path, () => import('./routes/donate-manage')),
      page(paths.events.path, () => import('./routes/events')),
      page(paths.event.path, () => import('./routes/event')),
      {
        ...page(paths.admin.path, () => import('./routes/admin')),
        children: [
          // One line per console section (issue 14); the section menu is in features/admin/sections.ts.
          indexRoute(() => import('./routes/admin-dashboard')),
          page(paths.adminMusic.path, () => import('./routes/admin-music')),
          page(paths.adminSchedule.path, () => import('./routes/admin-schedule')),
          page(paths.adminLive.path, () => import('./routes/admin-live')),
          page(paths.adminPeople.path, () => import('./routes/admin-people')),
          page(paths.adminModeration.path, () => import('./routes/admin-moderation')),
          page(paths.adminGiving.path, () => import('./routes/admin-giving')),
          page(paths.adminDelivery.path, () => import('./routes/admin-delivery')),
          page(paths.adminAudit.path, () => import('./routes/admin-audit')),
          page(paths.adminSettings.path, () => import('./routes/admin-settings')),
          page(paths.adminInbox.path, () => import('./routes/admin-inbox')),
          page(paths.adminBackups.path, () => import('./routes/admin-backups')),
          page(paths.adminEventCheckIn.path, () => import('./routes/admin-event-check-in')),
        ],
      },
      page('*', () => import('./routes/not-found')),
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

/** Fetches the first page's code and words, so the first render shows it whole. */
export const preloadFirstPage = (): Promise<unknown> => preloadRoutes(matchRoutes(routes, window.location.pathname));

/** A move waits for the next page's code and words (null: it is here). */
const prepare = (location: Location) => pagesToFetch(matchRoutes(routes, location));

export function AppRouter() {
  return (
    <BrowserRouter prepare={prepare}>
      {/* A page not fetched yet: the layout shows its loading bar meanwhile (root-layout.tsx). */}
      <Suspense fallback={null}>
        <Routes />
      </Suspense>
    </BrowserRouter>
  );
}
