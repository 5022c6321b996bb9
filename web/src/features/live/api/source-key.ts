import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { radioStudioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';

/** The DJ's own key for the radio's live mount (the key itself only when it is made). */
export const useSourceKey = () =>
  useQuery({ queryKey: liveKeys.sourceKey(), queryFn: () => call(radioStudioApi.sourceKey, { requireAuth: true }) });

export function useCreateSourceKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(radioStudioApi.createSourceKey, { requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: liveKeys.sourceKey() }),
  });
}

export function useRevokeSourceKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(radioStudioApi.revokeSourceKey, { requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: liveKeys.sourceKey() }),
  });
}
