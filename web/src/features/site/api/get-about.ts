import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getAbout = () => call(siteApi.about);

export const getAboutQueryOptions = () => queryOptions({ queryKey: siteKeys.about(), queryFn: getAbout, staleTime: 30 * 60_000 });

export const useAbout = () => useQuery(getAboutQueryOptions());
