import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@selah/contracts/admin-people';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The station at a glance, refreshed every 30 seconds while the page is open. */
export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.of('dashboard'), queryFn: () => api<Dashboard>('/api/admin/dashboard'), refetchInterval: 30_000 });
