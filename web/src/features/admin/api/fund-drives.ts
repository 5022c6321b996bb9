import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFundDriveRequest } from '@selah/contracts/payments';
import { paymentsAdminApi } from '@selah/contracts/payments-admin-endpoints';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = () => adminKeys.of('giving', 'drive');

/** The fund drive on now (what the home and donate pages show), or null. */
export const useDriveNow = () => useQuery({ queryKey: key(), queryFn: () => call(paymentsApi.currentFundDrive) });

/** Starts a fund drive: its goal and its window; the gifts paid in it count toward the goal. */
export function useStartDrive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFundDriveRequest) => call(paymentsAdminApi.createFundDrive, { body }),
    // The public pages' progress bars read the drive too.
    onSuccess: () => qc.invalidateQueries(),
  });
}
