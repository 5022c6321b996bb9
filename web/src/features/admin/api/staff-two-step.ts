import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsAdminApi } from '@selah/contracts/accounts-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = () => adminKeys.of('settings', 'two-step');

/** Whether staff must use two-step sign-in. */
export const useStaffTwoStep = () => useQuery({ queryKey: key(), queryFn: () => call(accountsAdminApi.staffTwoStep) });

export function useSetStaffTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffRequired: boolean) => call(accountsAdminApi.setStaffTwoStep, { body: { staffRequired } }),
    onSuccess: (setting) => client.setQueryData(key(), setting),
  });
}
