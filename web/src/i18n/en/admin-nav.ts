/** The console: nav. */
export const adminNav = {
  'admin.nav.stationConsole': 'Station console',
  'admin.nav.dashboard': 'Dashboard',
  'admin.nav.music': 'Music library',
  'admin.nav.schedule': 'Schedule',
  'admin.nav.live': 'Live',
  'admin.nav.people': 'People',
  'admin.nav.moderation': 'Moderation',
  'admin.nav.inbox': 'Inbox and outbox',
  'admin.nav.giving': 'Giving and events',
  'admin.nav.delivery': 'Mail and payments',
  'admin.nav.settings': 'Station settings',
  'admin.nav.backups': 'Backups',
  'admin.nav.audit': 'Audit log',
  'admin.nav.station': 'Station',
} as const;
