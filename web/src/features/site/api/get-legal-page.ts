import { queryOptions, useQuery } from '@tanstack/react-query';
import type { legalSlugs } from '@selah/contracts/site-content';
import { siteApi } from '@selah/contracts/site-endpoints';
import { call } from '@/lib/api-client';
import { siteKeys } from './keys';

type Slug = (typeof legalSlugs)[number];

export const getLegalPage = (slug: Slug) => call(siteApi.legal, { params: { slug } });

export const getLegalPageQueryOptions = (slug: Slug) =>
  queryOptions({ queryKey: siteKeys.legalPage(slug), queryFn: () => getLegalPage(slug), staleTime: 30 * 60_000 });

export const useLegalPage = (slug: Slug) => useQuery(getLegalPageQueryOptions(slug));
