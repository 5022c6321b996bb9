import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getTeam = () => call(siteApi.team);

export const getTeamQueryOptions = () => queryOptions({ queryKey: siteKeys.team(), queryFn: getTeam, staleTime: 30 * 60_000 });

export const useTeam = () => useQuery(getTeamQueryOptions());
