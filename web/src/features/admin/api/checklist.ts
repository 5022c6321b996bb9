import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist } from '@selah/contracts/admin-people';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** What a new station still has to do, each with the page that does it. */
export const useChecklist = () =>
  useQuery({ queryKey: adminKeys.of('dashboard', 'checklist'), queryFn: () => api<Checklist>('/api/admin/checklist') });

/** Removes the demo station's content in one action; every console view reads the station again. */
export function useRemoveDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/admin/demo', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries(),
  });
}
