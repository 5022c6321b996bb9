import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceKeyResponse, SourceKeyStatus } from '@selah/contracts/radio';
import { api } from '@/lib/api-client';
import { liveKeys } from './keys';

/** The DJ's own key for the radio's live mount (the key itself only when it is made). */
export const useSourceKey = () =>
  useQuery({ queryKey: liveKeys.sourceKey(), queryFn: () => api<SourceKeyStatus>('/api/admin/radio/source-key', { requireAuth: true }) });

export function useCreateSourceKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<SourceKeyResponse>('/api/admin/radio/source-key', { method: 'POST', requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: liveKeys.sourceKey() }),
  });
}

export function useRevokeSourceKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/admin/radio/source-key', { method: 'DELETE', requireAuth: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: liveKeys.sourceKey() }),
  });
}
