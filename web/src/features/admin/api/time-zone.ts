import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupApi } from '@selah/contracts/setup-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = () => adminKeys.of('settings', 'time-zone');

/** The station's time zone, and whether the server's environment decides it. */
export const useTimeZone = () => useQuery({ queryKey: key(), queryFn: () => call(setupApi.timeZone) });

/** Moves the schedule, events and digests to another zone. */
export function useSetTimeZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (zone: string) => call(setupApi.setTimeZone, { body: { zone } }),
    onSuccess: (status) => {
      client.setQueryData(key(), status);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
