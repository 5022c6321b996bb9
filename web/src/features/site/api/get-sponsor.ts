import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorProfile } from '@selah/contracts/site-content';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getSponsor = (id: string) => api<SponsorProfile>(`/api/sponsors/${encodeURIComponent(id)}`);

export const getSponsorQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.sponsor(id), queryFn: () => getSponsor(id), staleTime: 30 * 60_000 });

export const useSponsor = (id: string) => useQuery(getSponsorQueryOptions(id));
