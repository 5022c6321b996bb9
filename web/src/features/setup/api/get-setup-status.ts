import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@selah/contracts/setup';
import { setupApi } from '@selah/contracts/setup-endpoints';
import { call } from '@/lib/api-client';

export const setupKeys = { status: () => ['setup', 'status'] as const };

export const getSetupStatus = () => call(setupApi.status);

/** What the server wrote into the page: a station nobody has set up says so before any request. */
function servedStatus(): SetupStatus | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById('selah-setup');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as SetupStatus;
  } catch {
    return undefined;
  }
}

/** Asked of the server only when the page said the station needs its setup (a set-up station's pages say nothing). */
export const getSetupStatusQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.status(),
    queryFn: getSetupStatus,
    staleTime: 60_000,
    initialData: servedStatus,
    enabled: servedStatus() !== undefined,
  });

/** Whether this station still needs its first-run setup (false until the server says otherwise). */
export function useSetupNeeded(): boolean {
  return useQuery(getSetupStatusQueryOptions()).data?.needed ?? false;
}
