import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTwoStepSetting } from '@selah/contracts/two-step';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = () => adminKeys.of('settings', 'two-step');

/** Whether staff must use two-step sign-in. */
export const useStaffTwoStep = () => useQuery({ queryKey: key(), queryFn: () => api<StaffTwoStepSetting>('/api/admin/two-step') });

export function useSetStaffTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffRequired: boolean) => api<StaffTwoStepSetting>('/api/admin/two-step', { method: 'PUT', body: { staffRequired } }),
    onSuccess: (setting) => client.setQueryData(key(), setting),
  });
}
