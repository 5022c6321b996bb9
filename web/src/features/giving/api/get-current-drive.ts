import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundDrive } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { givingKeys } from './keys';

/** The fund drive on now, or null. */
export const getCurrentDrive = () => api<FundDrive | null>('/api/fund-drives/current');

export const useCurrentDrive = () => useQuery(queryOptions({ queryKey: givingKeys.drive(), queryFn: getCurrentDrive, staleTime: 60_000 }));
