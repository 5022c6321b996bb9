/** The console: backups. */
export const adminBackups = {
  'admin.backups.backups': 'Backups',
  'admin.backups.oneFileHoldsTheWhole':
    'One file holds the whole station: its database, music, uploads, settings and secret key. Keep a copy somewhere other than this server.',
  'admin.backups.backupNameIsReadySize': 'Backup {name} is ready ({size}).',
  'admin.backups.backingUp': 'Backing up…',
  'admin.backups.backUpNow': 'Back up now',
  'admin.backups.theLastBackupFailedAt': 'The last backup failed ({at}): {error}',
  'admin.backups.keptOnThisServer': 'Kept on this server',
  'admin.backups.keptIn':
    'In <code>{folder}</code>. A backup holds password hashes and the key to the station’s secrets: store downloads where only you can read them.',
  'admin.backups.noBackupYetBackUp': 'No backup yet. “Back up now” makes the first one.',
  'admin.backups.made': 'Made',
  'admin.backups.size': 'Size',
  'admin.backups.file': 'File',
  'admin.backups.download': 'Download',
  'admin.backups.newest': 'Newest',
  'admin.backups.downloadName': 'Download {name}',
  'admin.backups.backupSettingsSaved': 'Backup settings saved.',
  'admin.backups.nightlyBackups': 'Nightly backups',
  'admin.backups.afterEachOneTheOldest': 'After each one, the oldest beyond the number to keep are removed.',
  'admin.backups.theNextOneIsMade': 'The next one is made {nextRunAt}.',
  'admin.backups.nightlyBackupsAreOff': 'Nightly backups are off.',
  'admin.backups.backUpEveryNight': 'Back up every night',
  'admin.backups.atTheStationSTime': 'At (the station’s time)',
  'admin.backups.backupsToKeep': 'Backups to keep',
  'admin.backups.eachHoldsAllOfThe': 'Each holds all of the music, so keep as many as the disk has room for.',
} as const;
