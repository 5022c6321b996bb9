import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorProfile } from '@selah/contracts/site-content';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getSponsors = () => api<SponsorProfile[]>('/api/sponsors');

export const getSponsorsQueryOptions = () => queryOptions({ queryKey: siteKeys.sponsors(), queryFn: getSponsors, staleTime: 30 * 60_000 });

export const useSponsors = () => useQuery(getSponsorsQueryOptions());
