import { z } from 'zod';

/**
 * A Selah backup is one gzip'd tar (docs/decisions/016-backup-format.md):
 *
 *   selah-backup.txt      first, so a foreign file is refused before anything is unpacked
 *   db/<table>.jsonl      every row of every table, one JSON object a line (to_jsonb of the row)
 *   files/<path>          DATA_DIR's files (music, uploads, media, images, secret.key), not the database folder
 *   manifest.json         last: versions, migrations, row counts and checksums of everything above
 */
export const MARKER_NAME = 'selah-backup.txt';
export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'selah-backup';
export const FORMAT_VERSION = 1;
export const markerText = `Selah station backup, format ${FORMAT_VERSION}. Restore with: npm run selah -- restore FILE\n`;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The database the backup was read from. */
  database: z.enum(['pglite', 'postgres']),
  /** DATA_DIR when the backup was made: paths under it in the rows (tracks.file_path) move to the new one. */
  dataDir: z.string(),
  /** The migrations applied to the database, in order: a restore applies these, loads the rows, then the newer ones. */
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), sha256: z.string() })),
  files: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: z.string() })),
  /** Where the settings key was: in the backup (DATA_DIR/secret.key) or in SELAH_SECRET_KEY, which the restored station needs too. */
  secretKey: z.enum(['file', 'environment', 'none']),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** What is left out of a backup: the database's own folder (the rows are in db/), the lock, the socket, backups, live video segments. */
export function skippedPath(rel: string): boolean {
  const top = rel.split('/')[0]!;
  return (
    ['pglite', 'backups', 'selah.lock', 'selah.lock.takeover', 'selah.sock'].includes(top) ||
    rel === 'live/hls' ||
    rel.startsWith('live/hls/') ||
    top.startsWith('.selah-backup-') ||
    top.startsWith('.restore-')
  );
}

/** A backup file that cannot be restored: the message says why, for the person running the command. */
export class BackupError extends Error {}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
