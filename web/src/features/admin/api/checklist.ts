import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@selah/contracts/admin-endpoints';
import { setupApi } from '@selah/contracts/setup-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

/** What a new station still has to do, each with the page that does it. */
export const useChecklist = () => useQuery({ queryKey: adminKeys.of('dashboard', 'checklist'), queryFn: () => call(adminApi.checklist) });

/** Removes the demo station's content in one action; every console view reads the station again. */
export function useRemoveDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(setupApi.removeDemo),
    onSuccess: () => client.invalidateQueries(),
  });
}
