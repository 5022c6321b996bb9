import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { hrefOf } from '@selah/contracts/endpoint';
import { memberDataMessages } from '@selah/contracts/member-data';
import { toast } from '@/components/ui/toaster';
import { call } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/save-file';
import { clearSession } from '@/lib/session';
import { sayMessage } from '@/i18n/locale';

/** Saves everything the member gave the station as one JSON file (named by the station's day). */
export const downloadMyData = () => downloadWithSession(hrefOf(accountsApi.exportData), null, sayMessage(memberDataMessages.exportFailed));

/** Deletes the member's own account (their password confirms it); this browser is signed out after, with the server's message. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(accountsApi.deleteAccount, { body: { password }, requireAuth: true }),
    // Here, not in the dialog: the profile page (and the dialog) leave as soon as the session is cleared.
    onSuccess: ({ message }) => {
      toast.success(message, { duration: 20_000 });
      clearSession();
      qc.clear();
    },
  });
}
