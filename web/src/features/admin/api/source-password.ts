import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sourcePasswordStatus } from '@selah/contracts/admin-radio';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

type Status = z.infer<typeof sourcePasswordStatus>;
const key = () => adminKeys.of('live', 'source-password');

/** Whether the live mount has a station source password (never the password itself). */
export const useSourcePassword = () => useQuery({ queryKey: key(), queryFn: () => api<Status>('/api/admin/radio/source-password') });

/** Sets (a string) or clears (null) the source password. */
export function useSetSourcePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) =>
      api<Status>('/api/admin/radio/source-password', password === null ? { method: 'DELETE' } : { method: 'PUT', body: { password } }),
    onSuccess: (status) => {
      client.setQueryData(key(), status);
      void client.invalidateQueries({ queryKey: adminKeys.of('dashboard', 'checklist') });
    },
  });
}
