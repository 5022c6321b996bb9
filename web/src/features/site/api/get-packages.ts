import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getPackages = () => call(siteApi.packages);

export const getPackagesQueryOptions = () => queryOptions({ queryKey: siteKeys.packages(), queryFn: getPackages, staleTime: 30 * 60_000 });

export const usePackages = () => useQuery(getPackagesQueryOptions());
