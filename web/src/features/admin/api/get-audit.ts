import { useInfiniteQuery } from '@tanstack/react-query';
import { adminApi } from '@selah/contracts/admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getAudit = (q: { cursor?: string; action?: string }) =>
  call(adminApi.audit, { query: { limit: 50, cursor: q.cursor, action: q.action || undefined } });

/** The audit log, newest first, a page of 50 at a time. */
export const useAudit = (action: string) =>
  useInfiniteQuery({
    queryKey: adminKeys.of('audit', { action }),
    queryFn: ({ pageParam }) => getAudit({ cursor: pageParam, action }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
