import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupSettings } from '@selah/contracts/admin-backups';
import { backupsApi } from '@selah/contracts/backups-endpoints';
import { hrefOf } from '@selah/contracts/endpoint';
import { call } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/save-file';
import { adminKeys } from './keys';
import { translate } from '@/i18n/t';

const key = () => adminKeys.of('backups');

/** The backups kept in DATA_DIR/backups, their settings and how the last ones went. */
export const useBackups = () => useQuery({ queryKey: key(), queryFn: () => call(backupsApi.overview, { requireAuth: true }) });

/** "Back up now": answers the new backup once it is written. */
export function useBackUpNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(backupsApi.backUpNow),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: key() });
      void qc.invalidateQueries({ queryKey: adminKeys.of('dashboard', 'checklist') });
    },
  });
}

export function useSaveBackupSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: BackupSettings) => call(backupsApi.saveSettings, { body: settings }),
    onSuccess: (data) => qc.setQueryData(key(), data),
  });
}

/** Saves a backup file to this computer. */
export const downloadBackup = (name: string): Promise<void> =>
  downloadWithSession(hrefOf(backupsApi.download, { name }), name, translate('admin.backups.downloadFailed'));
