import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Packages } from '@selah/contracts/site-content';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getPackages = () => api<Packages>('/api/packages');

export const getPackagesQueryOptions = () => queryOptions({ queryKey: siteKeys.packages(), queryFn: getPackages, staleTime: 30 * 60_000 });

export const usePackages = () => useQuery(getPackagesQueryOptions());
