import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutContent } from '@selah/contracts/site-content';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getAbout = () => api<AboutContent>('/api/pages/about');

export const getAboutQueryOptions = () => queryOptions({ queryKey: siteKeys.about(), queryFn: getAbout, staleTime: 30 * 60_000 });

export const useAbout = () => useQuery(getAboutQueryOptions());
