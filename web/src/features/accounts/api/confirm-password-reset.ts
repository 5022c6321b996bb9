import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@selah/contracts/accounts';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const confirmPasswordReset = (body: PasswordResetConfirm) => call(accountsApi.confirmPasswordReset, { body });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: confirmPasswordReset, onSuccess: ({ token, user }) => saveSession(token, user) });
