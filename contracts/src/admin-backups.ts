import { z } from 'zod';

/** The station console's backups (/admin/backups, /api/admin/backups): admins only. */

export const backupSettings = z.object({
  /** Back up every night through the station's scheduler. */
  nightly: z.boolean(),
  /** The hour of the night (0–23, the station's time) the nightly backup runs. */
  hour: z.number().int().min(0).max(23),
  /** How many backups are kept in DATA_DIR/backups; older ones are removed after each new one. */
  keep: z.number().int().min(1).max(90),
});
export type BackupSettings = z.infer<typeof backupSettings>;
export const defaultBackupSettings: BackupSettings = { nightly: true, hour: 3, keep: 7 };

/** A backup file's name in DATA_DIR/backups. */
export const backupName = z.string().regex(/^selah-\d{8}-\d{6}(-\d+)?\.tar\.gz$/, 'No such backup');

export const backupEntry = z.object({
  name: backupName,
  size: z.number().int(),
  createdAt: z.string(),
});
export type BackupEntry = z.infer<typeof backupEntry>;

export const backupsOverview = z.object({
  settings: backupSettings,
  backups: z.array(backupEntry),
  /** The folder the backups are kept in. */
  folder: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** When the next nightly backup runs; null when nightly backups are off. */
  nextRunAt: z.string().nullable(),
});
export type BackupsOverview = z.infer<typeof backupsOverview>;

export const backupMessages = {
  notFound: 'No such backup',
  running: 'A backup is already being made; try again in a moment.',
};
