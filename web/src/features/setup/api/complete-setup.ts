import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetupRequest } from '@selah/contracts/setup';
import { setupApi } from '@selah/contracts/setup-endpoints';
import { call } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { setupKeys } from './get-setup-status';

export const completeSetup = (body: SetupRequest) => call(setupApi.complete, { body });

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
