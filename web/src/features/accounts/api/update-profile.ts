import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest, PublicUser } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { saveUser } from '@/lib/session';
import { accountKeys } from './keys';

export const updateProfile = (body: ProfileUpdateRequest) =>
  api<PublicUser>('/api/auth/profile', { method: 'PATCH', body, requireAuth: true });

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
