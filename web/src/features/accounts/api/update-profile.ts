import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@selah/contracts/accounts';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { saveUser } from '@/lib/session';
import { accountKeys } from './keys';

export const updateProfile = (body: ProfileUpdateRequest) => call(accountsApi.updateProfile, { body, requireAuth: true });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      saveUser(user);
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });
};
