import { z } from 'zod';
import { backupSettings } from '@selah/contracts/admin-backups';
import { settingsPart } from '../../platform/settings/settings.ts';

/** The console's part of the settings: when to back up and how many to keep. */
export const backupSettingsPart = settingsPart({ key: 'backups', schema: backupSettings, secrets: [] });

const backupRuns = z.object({
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

/** How the last backups went. */
export type BackupRuns = z.infer<typeof backupRuns>;

/** How the last backups went (written by whichever instance made them). */
export const runsPart = settingsPart({ key: 'backups.runs', schema: backupRuns, secrets: [] });
