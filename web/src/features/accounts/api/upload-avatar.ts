import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { saveUser } from '@/lib/session';

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return call(accountsApi.uploadAvatar, { body, requireAuth: true });
};

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: (user) => saveUser(user) });
