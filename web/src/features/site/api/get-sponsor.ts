import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorProfile } from '@selah/contracts/site-content';
import { api } from '@/lib/api-client';

export const getSponsor = (id: string) => api<SponsorProfile>(`/api/sponsors/${encodeURIComponent(id)}`);

export const getSponsorQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['sponsors', id], queryFn: () => getSponsor(id), staleTime: 30 * 60_000 });

export const useSponsor = (id: string) => useQuery(getSponsorQueryOptions(id));
