import type { Catalog, MessageId } from '../en';
import { common } from './common';
import { events } from './events';
import { giving, same as givingSame } from './giving';
import { givingManage, same as givingManageSame } from './giving-manage';
import { layout, same as layoutSame } from './layout';
import { adminAudit } from './admin-audit';
import { adminBackups } from './admin-backups';
import { adminConsole } from './admin-console';
import { adminDashboard, same as adminDashboardSame } from './admin-dashboard';
import { adminDelivery } from './admin-delivery';
import { adminEmbed } from './admin-embed';
import { adminEvent } from './admin-event';
import { adminGiving } from './admin-giving';
import { adminInbox } from './admin-inbox';
import { adminLive, same as adminLiveSame } from './admin-live';
import { adminModeration } from './admin-moderation';
import { adminMusic } from './admin-music';
import { adminNav } from './admin-nav';
import { adminPage } from './admin-page';
import { adminPeople } from './admin-people';
import { adminSchedule, same as adminScheduleSame } from './admin-schedule';
import { adminSettings, same as adminSettingsSame } from './admin-settings';
import { home } from './home';
import { language } from './language';
import { radio, same as radioSame } from './radio';
import { radioBroadcast, same as radioBroadcastSame } from './radio-broadcast';
import { radioGuides, same as radioGuidesSame } from './radio-guides';
import { reach, same as reachSame } from './reach';
import { search, same as searchSame } from './search';
import { site } from './site';
import { siteSponsor, same as siteSponsorSame } from './site-sponsor';
import { ui } from './ui';
import { accounts } from './accounts';
import { accountsSecurity } from './accounts-security';
import { community } from './community';
import { communityThread, same as communityThreadSame } from './community-thread';
import { messages, same as messagesSame } from './messages';
import { notifications } from './notifications';
import { notificationSettings, same as notificationSettingsSame } from './notification-settings';
import { profile } from './profile';
import { live, same as liveSame } from './live';
import { liveStudio, same as liveStudioSame } from './live-studio';
import { media, same as mediaSame } from './media';
import { setup, same as setupSame } from './setup';

/** The interface in Spanish: fetched only when a visitor or member reads Spanish. */
export const es: Catalog = {
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
};

/** Messages Spanish writes exactly as English does (a name, a word both share): the catalog test allows only these. */
export const identicalInSpanish: readonly MessageId[] = [
  ...layoutSame,
  ...adminDashboardSame,
  ...adminLiveSame,
  ...adminScheduleSame,
  ...adminSettingsSame,
  ...radioSame,
  ...radioBroadcastSame,
  ...radioGuidesSame,
  ...reachSame,
  ...searchSame,
  ...siteSponsorSame,
  ...communityThreadSame,
  ...messagesSame,
  ...notificationSettingsSame,
  ...mediaSame,
  ...liveSame,
  ...liveStudioSame,
  ...givingSame,
  ...givingManageSame,
  ...setupSame,
];
