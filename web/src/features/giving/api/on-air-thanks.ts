import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';
import { givingKeys } from './keys';

/** The studio's list: the last week's gifts whose donors allowed a thank-you on air. */
export const getOnAirThanks = () => call(paymentsApi.onAirThanks, { requireAuth: true });
export const useOnAirThanks = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: givingKeys.thanks(), queryFn: getOnAirThanks, enabled, retry: false }));

export function useMarkThanked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(paymentsApi.markThanked, { params: { id }, requireAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: givingKeys.thanks() }),
  });
}
