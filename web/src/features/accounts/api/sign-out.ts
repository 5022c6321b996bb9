import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export const signOut = async () => {
  try {
    await api<void>('/api/auth/logout', { method: 'POST', requireAuth: true });
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
