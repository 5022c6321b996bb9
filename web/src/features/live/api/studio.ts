import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveStartBody, LiveStatus } from '@selah/contracts/live';
import { liveApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getStudio = () => call(liveApi.studio, { requireAuth: true });

/** The live status card reads the real ingest every 2 s while the studio is open. */
export const getStudioQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: liveKeys.studio(), queryFn: getStudio, refetchInterval: 2_000, enabled, retry: false });
export const useStudio = (enabled: boolean) => useQuery(getStudioQueryOptions(enabled));

export const createStreamKey = () => call(liveApi.createStreamKey, { requireAuth: true });
export function useCreateStreamKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStreamKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.studio() }) });
}

export const updateStudioSettings = (body: { feedRadio: boolean }) => call(liveApi.studioSettings, { body, requireAuth: true });
export function useUpdateStudioSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStudioSettings, onSuccess: (s) => queryClient.setQueryData(liveKeys.studio(), s) });
}

export const startShow = (body: LiveStartBody) => call(liveApi.start, { body, requireAuth: true });
export const stopShow = () => call(liveApi.stop, { requireAuth: true });
export function useShowControls() {
  const queryClient = useQueryClient();
  const onSuccess = (status: LiveStatus) => {
    queryClient.setQueryData(liveKeys.status(), status);
    void queryClient.invalidateQueries({ queryKey: liveKeys.studio() });
  };
  return { start: useMutation({ mutationFn: startShow, onSuccess }), stop: useMutation({ mutationFn: stopShow, onSuccess }) };
}
