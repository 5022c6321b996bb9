import type { BackupEntry } from '@selah/contracts/admin-backups';
import type { ChecklistItem } from '@selah/contracts/admin-people';
import type { BackupRuns } from './backup-settings.ts';

const TWO_DAYS_MS = 2 * 24 * 60 * 60_000;

/** The dashboard's item: no backup yet, the last one failed, or the newest is older than two days. */
export function backupChecklist(runs: BackupRuns, newest: BackupEntry | undefined, nowMs: number): ChecklistItem[] {
  const lastOk = runs.lastSuccessAt ? new Date(runs.lastSuccessAt).getTime() : null;
  const failedLast = !!runs.lastFailureAt && (lastOk === null || new Date(runs.lastFailureAt).getTime() > lastOk);
  const base = { id: 'backup', href: '/admin/backups', action: 'Open backups' };
  if (failedLast) {
    return [
      { ...base, done: false, title: 'The last backup failed', detail: `${runs.lastError ?? 'It did not finish'}. Try “Back up now”.` },
    ];
  }
  if (!newest || lastOk === null) {
    return [{ ...base, done: false, title: 'No backup yet', detail: 'Make a first backup and download a copy to keep somewhere else.' }];
  }
  if (nowMs - lastOk > TWO_DAYS_MS) {
    return [
      {
        ...base,
        done: false,
        title: 'The newest backup is more than two days old',
        detail: 'Check the nightly backups, or back up now.',
      },
    ];
  }
  return [{ ...base, done: true, title: 'The station is backed up', detail: `The newest backup is ${newest.name}.` }];
}
