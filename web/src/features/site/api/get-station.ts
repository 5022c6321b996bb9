import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ACCENT, type StationInfo } from '@selah/contracts/station';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getStation = () => call(siteApi.station);

/** The station the server wrote into the page (index.html), so the first paint already names it. */
function servedStation(): StationInfo | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById('selah-station');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as StationInfo;
  } catch {
    return undefined;
  }
}

export const getStationQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.station(), queryFn: getStation, staleTime: 30 * 60_000, initialData: servedStation });

/** The station's identity: served with the page; a neutral stand-in only where it was not (unit tests). */
export function useStation(): StationInfo {
  const { data } = useQuery(getStationQueryOptions());
  return data ?? fallbackStation;
}

const fallbackStation: StationInfo = {
  name: 'Community Radio',
  shortName: 'Radio',
  tagline: 'Community radio',
  description: '',
  city: '',
  logo: null,
  accent: DEFAULT_ACCENT,
  contact: { email: '', phone: '', address: '', hours: '' },
  social: [],
};
