import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { RootLayout } from './layout/root-layout';
import { ErrorScreen } from './layout/error-boundary';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  // The first run has a page of its own: no header, menu or player to wander off to.
  { path: paths.setup.path, errorElement: <ErrorScreen />, ...page(() => import('./routes/setup')) },
  // The player other sites frame: only the player, nothing to navigate.
  { path: paths.embedPlayer.path, errorElement: <ErrorScreen />, ...page(() => import('./routes/embed-player')) },
  { path: paths.embedEpisode.path, errorElement: <ErrorScreen />, ...page(() => import('./routes/embed-episode')) },
  { path: paths.embedVideo.path, errorElement: <ErrorScreen />, ...page(() => import('./routes/embed-video')) },
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home.path, ...page(() => import('./routes/home')) },
      { path: paths.community.path, ...page(() => import('./routes/community')) },
      { path: paths.communityThread.path, ...page(() => import('./routes/community-thread')) },
      { path: paths.about.path, ...page(() => import('./routes/about')) },
      { path: paths.privacy.path, ...page(() => import('./routes/privacy')) },
      { path: paths.terms.path, ...page(() => import('./routes/terms')) },
      { path: paths.team.path, ...page(() => import('./routes/team')) },
      { path: paths.sponsorAdvertise.path, ...page(() => import('./routes/sponsor-advertise')) },
      { path: paths.sponsor.path, ...page(() => import('./routes/sponsor')) },
      { path: paths.promotions.path, ...page(() => import('./routes/promotions')) },
      { path: paths.connect.path, ...page(() => import('./routes/connect')) },
      { path: paths.profile.path, ...page(() => import('./routes/profile')) },
      { path: paths.member.path, ...page(() => import('./routes/member')) },
      { path: paths.messages.path, ...page(() => import('./routes/messages')) },
      { path: paths.resetPassword.path, ...page(() => import('./routes/reset-password')) },
      { path: paths.podcasts.path, ...page(() => import('./routes/podcasts')) },
      { path: paths.episode.path, ...page(() => import('./routes/episode')) },
      { path: paths.podcastShow.path, ...page(() => import('./routes/podcast-show')) },
      { path: paths.podcastSubscribe.path, ...page(() => import('./routes/podcast-subscribe')) },
      { path: paths.videos.path, ...page(() => import('./routes/videos')) },
      { path: paths.video.path, ...page(() => import('./routes/video')) },
      { path: paths.live.path, ...page(() => import('./routes/live')) },
      { path: paths.schedule.path, ...page(() => import('./routes/schedule')) },
      { path: paths.broadcast.path, ...page(() => import('./routes/broadcast')) },
      { path: paths.broadcastGuide.path, ...page(() => import('./routes/broadcast-guide')) },
      { path: paths.notifications.path, ...page(() => import('./routes/notifications')) },
      { path: paths.notificationSettings.path, ...page(() => import('./routes/notification-settings')) },
      { path: paths.donate.path, ...page(() => import('./routes/donate')) },
      { path: paths.donateManage.path, ...page(() => import('./routes/donate-manage')) },
      { path: paths.events.path, ...page(() => import('./routes/events')) },
      { path: paths.event.path, ...page(() => import('./routes/event')) },
      {
        path: paths.admin.path,
        ...page(() => import('./routes/admin')),
        children: [
          // One line per console section (issue 14); the section menu is in features/admin/sections.ts.
          { index: true, ...page(() => import('./routes/admin-dashboard')) },
          { path: paths.adminMusic.path, ...page(() => import('./routes/admin-music')) },
          { path: paths.adminSchedule.path, ...page(() => import('./routes/admin-schedule')) },
          { path: paths.adminLive.path, ...page(() => import('./routes/admin-live')) },
          { path: paths.adminPeople.path, ...page(() => import('./routes/admin-people')) },
          { path: paths.adminModeration.path, ...page(() => import('./routes/admin-moderation')) },
          { path: paths.adminGiving.path, ...page(() => import('./routes/admin-giving')) },
          { path: paths.adminDelivery.path, ...page(() => import('./routes/admin-delivery')) },
          { path: paths.adminAudit.path, ...page(() => import('./routes/admin-audit')) },
          { path: paths.adminSettings.path, ...page(() => import('./routes/admin-settings')) },
          { path: paths.adminInbox.path, ...page(() => import('./routes/admin-inbox')) },
          { path: paths.adminBackups.path, ...page(() => import('./routes/admin-backups')) },
          { path: paths.adminEventCheckIn.path, ...page(() => import('./routes/admin-event-check-in')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
