import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, UpdatePlanRequest } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { givingKeys } from './keys';

/** Pause, resume, cancel or change a monthly gift: a member's own, or a visitor's through their link. */
export const updatePlan = (planId: string, body: UpdatePlanRequest, token?: string) =>
  token
    ? api<Plan>(`/api/payments/manage/plans/${encodeURIComponent(planId)}`, { method: 'PATCH', body, query: { token } })
    : api<Plan>(`/api/payments/me/plans/${encodeURIComponent(planId)}`, { method: 'PATCH', body, requireAuth: true });

export function useUpdatePlan(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string; body: UpdatePlanRequest }) => updatePlan(planId, body, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: token ? givingKeys.managed(token) : givingKeys.mine() }),
  });
}
