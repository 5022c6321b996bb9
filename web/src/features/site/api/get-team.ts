import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@selah/contracts/site-content';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getTeam = () => api<TeamMember[]>('/api/team');

export const getTeamQueryOptions = () => queryOptions({ queryKey: siteKeys.team(), queryFn: getTeam, staleTime: 30 * 60_000 });

export const useTeam = () => useQuery(getTeamQueryOptions());
