import { common } from './common';
import { events } from './events';
import { giving } from './giving';
import { givingManage } from './giving-manage';
import { layout } from './layout';
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
import { home } from './home';
import { language } from './language';
import { radio } from './radio';
import { radioBroadcast } from './radio-broadcast';
import { radioGuides } from './radio-guides';
import { reach } from './reach';
import { search } from './search';
import { site } from './site';
import { siteSponsor } from './site-sponsor';
import { ui } from './ui';
import { accounts } from './accounts';
import { accountsSecurity } from './accounts-security';
import { community } from './community';
import { communityThread } from './community-thread';
import { messages } from './messages';
import { notifications } from './notifications';
import { notificationSettings } from './notification-settings';
import { profile } from './profile';
import { live } from './live';
import { liveStudio } from './live-studio';
import { media } from './media';
import { setup } from './setup';

/**
 * The interface's English messages, the default and the fallback (docs/decisions/036). Each area
 * has its own file here and the same file under ../es; ids are written out whole ('home.welcome')
 * so a search finds every use.
 */
export const en = {
  ...common,
  ...layout,
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
  ...home,
  ...language,
  ...radio,
  ...radioBroadcast,
  ...radioGuides,
  ...reach,
  ...search,
  ...site,
  ...siteSponsor,
  ...ui,
  ...accounts,
  ...accountsSecurity,
  ...community,
  ...communityThread,
  ...messages,
  ...notifications,
  ...notificationSettings,
  ...profile,
  ...media,
  ...live,
  ...liveStudio,
  ...events,
  ...giving,
  ...givingManage,
  ...setup,
} as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
/** Another language's messages for one area: exactly the English file's keys (a missing or stray key fails the type-check). */
export type Translation<T> = { readonly [K in keyof T]: string };
