import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getSponsor = (id: string) => call(siteApi.sponsor, { params: { id } });

export const getSponsorQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.sponsor(id), queryFn: () => getSponsor(id), staleTime: 30 * 60_000 });

export const useSponsor = (id: string) => useQuery(getSponsorQueryOptions(id));
