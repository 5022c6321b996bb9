import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getThread = (id: string) => call(communityApi.getThread, { params: { id } });

export const getThreadQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({ queryKey: communityKeys.thread(id, viewer), queryFn: () => getThread(id) });

export const useThread = (id: string | null, viewer: string | null) =>
  useQuery({ ...getThreadQueryOptions(id ?? '', viewer), enabled: !!id });
