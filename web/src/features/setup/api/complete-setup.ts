import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@selah/contracts/accounts';
import type { SetupRequest } from '@selah/contracts/setup';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { setupKeys } from './get-setup-status';

export const completeSetup = (body: SetupRequest) => api<AuthResponse>('/api/setup', { method: 'POST', body });

/** Sets the station up; the first admin is signed in at once, and every query reads the new station. */
export function useCompleteSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: async ({ token, user }) => {
      saveSession(token, user);
      client.setQueryData(setupKeys.status(), { needed: false });
      await client.invalidateQueries();
    },
  });
}
