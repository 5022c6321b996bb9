import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberDataMessages } from '@selah/contracts/member-data';
import { api } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/save-file';
import { clearSession } from '@/lib/session';

/** Saves everything the member gave the station as one JSON file (named by the station's day). */
export const downloadMyData = () => downloadWithSession('/api/auth/export', null, memberDataMessages.exportFailed);

/** Deletes the member's own account (their password confirms it); this browser is signed out after. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<{ message: string }>('/api/auth/account', { method: 'DELETE', body: { password }, requireAuth: true }),
    onSuccess: () => {
      clearSession();
      qc.clear();
    },
  });
}
