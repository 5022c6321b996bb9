import type { SelahModule } from './platform/module.ts';
import { adminModule } from './modules/admin/index.ts';
import { backupsModule } from './modules/backups/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { communityModule } from './modules/community/index.ts';
import { healthModule } from './modules/health/index.ts';
import { liveModule } from './modules/live/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { radioModule } from './modules/radio/index.ts';
import { searchModule } from './modules/search/index.ts';
import { setupModule } from './modules/setup/index.ts';
import { siteModule } from './modules/site/index.ts';

/**
 * Every capability of the station, once. A module may use the services of those above it.
 * A new capability is one folder under modules/ and one line here.
 */
export const modules: ReadonlyArray<SelahModule<unknown>> = [
  healthModule,
  siteModule,
  mailModule,
  accountsModule,
  communityModule,
  notificationsModule,
  paymentsModule,
  radioModule,
  eventsModule,
  liveModule,
  messagesModule,
  mediaModule,
  searchModule,
  setupModule,
  backupsModule,
  adminModule,
];
