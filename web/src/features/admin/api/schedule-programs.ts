import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramInput, ProgramUpdate } from '@selah/contracts/admin-radio';
import { radioAdminApi } from '@selah/contracts/radio-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

export const usePrograms = () =>
  useQuery({
    queryKey: adminKeys.of('schedule', 'programs'),
    queryFn: () => call(radioAdminApi.programs),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('schedule') });
};

export const useCreateProgram = () => {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: (input: ProgramInput) => call(radioAdminApi.createPrograms, { body: input }),
    onSettled,
  });
};

export const useUpdateProgram = () => {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...change }: ProgramUpdate & { id: string }) => call(radioAdminApi.updateProgram, { params: { id }, body: change }),
    onSettled,
  });
};

export const useDeleteProgram = () => {
  const onSettled = useRefresh();
  return useMutation({ mutationFn: (id: string) => call(radioAdminApi.deleteProgram, { params: { id } }), onSettled });
};
