import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';
import { givingKeys } from './keys';

/** The fund drive on now, or null. */
export const getCurrentDrive = () => call(paymentsApi.currentFundDrive);

export const useCurrentDrive = () => useQuery(queryOptions({ queryKey: givingKeys.drive(), queryFn: getCurrentDrive, staleTime: 60_000 }));
