import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, PasswordResetConfirm } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api<AuthResponse>('/api/auth/password-reset/confirm', { method: 'POST', body });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: confirmPasswordReset, onSuccess: ({ token, user }) => saveSession(token, user) });
