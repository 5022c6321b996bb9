import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export const signOut = async () => {
  try {
    await call(accountsApi.logout, { requireAuth: true });
  } finally {
    clearSession();
  }
};

/** Spec §4: logout clears the session and reloads to '/'. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
};
