import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpEnableResponse, TotpSetupResponse, TwoStepStatus } from '@selah/contracts/two-step';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Whether the member's two-step sign-in is on, and how many recovery codes are left. */
export const useTwoStepStatus = () =>
  useQuery({ queryKey: accountKeys.twoStep(), queryFn: () => api<TwoStepStatus>('/api/auth/totp', { requireAuth: true }) });

/** A new secret for the authenticator app (nothing changes until a code confirms it). */
export const useTotpSetup = () =>
  useMutation({ mutationFn: () => api<TotpSetupResponse>('/api/auth/totp/setup', { method: 'POST', requireAuth: true }) });

export function useTotpEnable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<TotpEnableResponse>('/api/auth/totp/enable', { method: 'POST', body: { code }, requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoStep() }),
  });
}

export function useTotpDisable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api<void>('/api/auth/totp/disable', { method: 'POST', body: { password }, requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoStep() }),
  });
}
