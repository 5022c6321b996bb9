import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveStartBody, LiveStatus, StreamKeyResponse, StudioInfo } from '@selah/contracts/live';
import { api } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getStudio = () => api<StudioInfo>('/api/live/studio', { requireAuth: true });

/** The live status card reads the real ingest every 2 s while the studio is open. */
export const getStudioQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: liveKeys.studio(), queryFn: getStudio, refetchInterval: 2_000, enabled, retry: false });
export const useStudio = (enabled: boolean) => useQuery(getStudioQueryOptions(enabled));

export const createStreamKey = () => api<StreamKeyResponse>('/api/live/stream-key', { method: 'POST', requireAuth: true });
export function useCreateStreamKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStreamKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.studio() }) });
}

export const updateStudioSettings = (body: { feedRadio: boolean }) =>
  api<StudioInfo>('/api/live/studio/settings', { method: 'PUT', body, requireAuth: true });
export function useUpdateStudioSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStudioSettings, onSuccess: (s) => queryClient.setQueryData(liveKeys.studio(), s) });
}

export const startShow = (body: LiveStartBody) => api<LiveStatus>('/api/live/start', { method: 'POST', body, requireAuth: true });
export const stopShow = () => api<LiveStatus>('/api/live/stop', { method: 'POST', requireAuth: true });
export function useShowControls() {
  const queryClient = useQueryClient();
  const onSuccess = (status: LiveStatus) => {
    queryClient.setQueryData(liveKeys.status(), status);
    void queryClient.invalidateQueries({ queryKey: liveKeys.studio() });
  };
  return { start: useMutation({ mutationFn: startShow, onSuccess }), stop: useMutation({ mutationFn: stopShow, onSuccess }) };
}
