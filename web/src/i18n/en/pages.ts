import { events } from './events';
import { adminAudit } from './admin-audit';
import { adminBackups } from './admin-backups';
import { adminConsole } from './admin-console';
import { adminDashboard } from './admin-dashboard';
import { adminDelivery } from './admin-delivery';
import { adminEmbed } from './admin-embed';
import { adminEvent } from './admin-event';
import { adminGiving } from './admin-giving';
import { adminInbox } from './admin-inbox';
import { adminLive } from './admin-live';
import { adminModeration } from './admin-moderation';
import { adminMusic } from './admin-music';
import { adminNav } from './admin-nav';
import { adminPage } from './admin-page';
import { adminPeople } from './admin-people';
import { adminSchedule } from './admin-schedule';
import { adminSettings } from './admin-settings';
import { radioBroadcast } from './radio-broadcast';
import { radioGuides } from './radio-guides';
import { site } from './site';
import { accountsSecurity } from './accounts-security';
import { notificationSettings } from './notification-settings';
import { profile } from './profile';
import { live } from './live';
import { liveStudio } from './live-studio';
import { media } from './media';
import { setup } from './setup';

/**
 * The English messages of every other page (the console, profile, media, events, live, setup…):
 * one file, fetched with the first page that is not the home page (docs/decisions/039).
 */
export const pages = {
  ...events,
  ...adminAudit,
  ...adminBackups,
  ...adminConsole,
  ...adminDashboard,
  ...adminDelivery,
  ...adminEmbed,
  ...adminEvent,
  ...adminGiving,
  ...adminInbox,
  ...adminLive,
  ...adminModeration,
  ...adminMusic,
  ...adminNav,
  ...adminPage,
  ...adminPeople,
  ...adminSchedule,
  ...adminSettings,
  ...radioBroadcast,
  ...radioGuides,
  ...site,
  ...accountsSecurity,
  ...notificationSettings,
  ...profile,
  ...live,
  ...liveStudio,
  ...media,
  ...setup,
} as const;
