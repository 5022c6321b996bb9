import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProgram, ProgramInput, ProgramUpdate } from '@selah/contracts/admin-radio';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const usePrograms = () =>
  useQuery({
    queryKey: adminKeys.of('schedule', 'programs'),
    queryFn: () => api<{ timezone: string; programs: AdminProgram[] }>('/api/admin/programs'),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('schedule') });
};

export const useCreateProgram = () => {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: (input: ProgramInput) => api<{ programs: AdminProgram[] }>('/api/admin/programs', { method: 'POST', body: input }),
    onSettled,
  });
};

export const useUpdateProgram = () => {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...change }: ProgramUpdate & { id: string }) =>
      api<AdminProgram>(`/api/admin/programs/${id}`, { method: 'PATCH', body: change }),
    onSettled,
  });
};

export const useDeleteProgram = () => {
  const onSettled = useRefresh();
  return useMutation({ mutationFn: (id: string) => api<void>(`/api/admin/programs/${id}`, { method: 'DELETE' }), onSettled });
};
