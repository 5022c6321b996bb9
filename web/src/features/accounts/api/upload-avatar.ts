import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { saveUser } from '@/lib/session';

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return api<PublicUser>('/api/auth/avatar', { method: 'POST', body, requireAuth: true });
};

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: (user) => saveUser(user) });
