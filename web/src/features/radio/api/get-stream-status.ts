import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StreamStatus } from '@selah/contracts/radio';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { heardInMs } from './get-listener-start';
import { radioKeys } from './keys';

let shown: StreamStatus | null = null;
/** The status the page names now (the push sets it when the listener hears a change). */
export const showStatus = (status: StreamStatus) => {
  shown = status;
};

/** The station's status; a change the listener has not heard yet stays for the push to name on time. */
export async function getStreamStatus(): Promise<StreamStatus> {
  const status = await call(radioApi.status);
  if (shown && status.onAirSinceMs !== shown.onAirSinceMs && (await heardInMs(status.onAirSinceMs)) >= 50) return shown;
  return (shown = status);
}

/** Spec §9: metadata refresh every 30 s; the now-playing push makes changes appear sooner. */
export const getStreamStatusQueryOptions = () =>
  queryOptions({ queryKey: radioKeys.status(), queryFn: getStreamStatus, refetchInterval: 30_000, staleTime: 5_000, retry: 1 });

export const useStreamStatus = () => useQuery(getStreamStatusQueryOptions());
