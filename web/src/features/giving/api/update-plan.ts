import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePlanRequest } from '@selah/contracts/payments';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';
import { givingKeys } from './keys';

/** Pause, resume, cancel or change a monthly gift: a member's own, or a visitor's through their link. */
export const updatePlan = (planId: string, body: UpdatePlanRequest, token?: string) =>
  token
    ? call(paymentsApi.manageChangePlan, { params: { id: planId }, body, query: { token } })
    : call(paymentsApi.changeMyPlan, { params: { id: planId }, body, requireAuth: true });

export function useUpdatePlan(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string; body: UpdatePlanRequest }) => updatePlan(planId, body, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: token ? givingKeys.managed(token) : givingKeys.mine() }),
  });
}
