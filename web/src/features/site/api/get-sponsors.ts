import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getSponsors = () => call(siteApi.sponsors);

export const getSponsorsQueryOptions = () => queryOptions({ queryKey: siteKeys.sponsors(), queryFn: getSponsors, staleTime: 30 * 60_000 });

export const useSponsors = () => useQuery(getSponsorsQueryOptions());
