import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { radioStudioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = () => adminKeys.of('live', 'source-password');

/** Whether the live mount has a station source password (never the password itself). */
export const useSourcePassword = () => useQuery({ queryKey: key(), queryFn: () => call(radioStudioApi.sourcePassword) });

/** Sets (a string) or clears (null) the source password. */
export function useSetSourcePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) =>
      password === null ? call(radioStudioApi.clearSourcePassword) : call(radioStudioApi.setSourcePassword, { body: { password } }),
    onSuccess: (status) => {
      client.setQueryData(key(), status);
      void client.invalidateQueries({ queryKey: adminKeys.of('dashboard', 'checklist') });
    },
  });
}
