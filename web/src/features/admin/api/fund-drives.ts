import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFundDriveRequest, FundDrive } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

const key = () => adminKeys.of('giving', 'drive');

/** The fund drive on now (what the home and donate pages show), or null. */
export const useDriveNow = () => useQuery({ queryKey: key(), queryFn: () => api<FundDrive | null>('/api/fund-drives/current') });

/** Starts a fund drive: its goal and its window; the gifts paid in it count toward the goal. */
export function useStartDrive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFundDriveRequest) => api<FundDrive>('/api/admin/fund-drives', { method: 'POST', body }),
    // The public pages' progress bars read the drive too.
    onSuccess: () => qc.invalidateQueries(),
  });
}
