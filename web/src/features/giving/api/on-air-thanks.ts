import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnAirThank } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { givingKeys } from './keys';

/** The studio's list: the last week's gifts whose donors allowed a thank-you on air. */
export const getOnAirThanks = () => api<{ thanks: OnAirThank[] }>('/api/studio/thanks', { requireAuth: true });
export const useOnAirThanks = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: givingKeys.thanks(), queryFn: getOnAirThanks, enabled, retry: false }));

export function useMarkThanked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/studio/thanks/${id}/thanked`, { method: 'POST', requireAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: givingKeys.thanks() }),
  });
}
