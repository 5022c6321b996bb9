import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Thread } from '@selah/contracts/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getThread = (id: string) => api<Thread>(`/api/community/threads/${id}`);

export const getThreadQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({ queryKey: communityKeys.thread(id, viewer), queryFn: () => getThread(id) });

export const useThread = (id: string | null, viewer: string | null) =>
  useQuery({ ...getThreadQueryOptions(id ?? '', viewer), enabled: !!id });
