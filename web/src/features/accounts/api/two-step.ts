import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoStepApi } from '@selah/contracts/two-step-endpoints';
import { call } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Whether the member's two-step sign-in is on, and how many recovery codes are left. */
export const useTwoStepStatus = () =>
  useQuery({ queryKey: accountKeys.twoStep(), queryFn: () => call(twoStepApi.status, { requireAuth: true }) });

/** A new secret for the authenticator app (nothing changes until a code confirms it). */
export const useTotpSetup = () => useMutation({ mutationFn: () => call(twoStepApi.setupTotp, { requireAuth: true }) });

export function useTotpEnable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(twoStepApi.enableTotp, { body: { code }, requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoStep() }),
  });
}

export function useTotpDisable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(twoStepApi.disableTotp, { body: { password }, requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoStep() }),
  });
}
