import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationInfo } from '@selah/contracts/station';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getStation = () => api<StationInfo>('/api/station');

export const getStationQueryOptions = () => queryOptions({ queryKey: siteKeys.station(), queryFn: getStation, staleTime: 30 * 60_000 });

/** The station's identity; the demo name stands in until it has loaded. */
export function useStation(): StationInfo {
  const { data } = useQuery(getStationQueryOptions());
  return data ?? fallbackStation;
}

const fallbackStation: StationInfo = {
  name: 'Harvest Light Radio',
  shortName: 'Harvest Light',
  tagline: 'Faith-Based Community Radio',
  description: '',
  contact: { email: '', phone: '', address: '', hours: '' },
  social: [],
};
