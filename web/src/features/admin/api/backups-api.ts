import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupEntry, BackupSettings, BackupsOverview } from '@selah/contracts/admin-backups';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { adminKeys } from './keys';

const key = () => adminKeys.of('backups');

/** The backups kept in DATA_DIR/backups, their settings and how the last ones went. */
export const useBackups = () =>
  useQuery({ queryKey: key(), queryFn: () => api<BackupsOverview>('/api/admin/backups', { requireAuth: true }) });

/** "Back up now": answers the new backup once it is written. */
export function useBackUpNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<BackupEntry>('/api/admin/backups', { method: 'POST' }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: key() });
      void qc.invalidateQueries({ queryKey: adminKeys.of('dashboard', 'checklist') });
    },
  });
}

export function useSaveBackupSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: BackupSettings) => api<BackupsOverview>('/api/admin/backups/settings', { method: 'PUT', body: settings }),
    onSuccess: (data) => qc.setQueryData(key(), data),
  });
}

/** Saves a backup file to this computer. */
export async function downloadBackup(name: string): Promise<void> {
  const res = await fetch(`/api/admin/backups/${encodeURIComponent(name)}/download`, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!res.ok) throw new Error('The backup could not be downloaded. Please try again.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
