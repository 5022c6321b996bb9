import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, PasswordResetConfirm } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-storage';

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/api/auth/password-reset', { method: 'POST', body: { email } });

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api<AuthResponse>('/api/auth/password-reset/confirm', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: confirmPasswordReset, onSuccess: ({ token, user }) => saveSession(token, user) });
