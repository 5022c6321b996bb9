import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@selah/contracts/admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The station at a glance, refreshed every 30 seconds while the page is open. */
export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.of('dashboard'), queryFn: () => call(adminApi.dashboard), refetchInterval: 30_000 });
