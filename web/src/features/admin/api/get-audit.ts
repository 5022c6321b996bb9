import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@selah/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getAudit = (q: { cursor?: string; action?: string }) =>
  api<AuditPage>('/api/admin/audit', { query: { limit: 50, cursor: q.cursor, action: q.action || undefined } });

/** The audit log, newest first, a page of 50 at a time. */
export const useAudit = (action: string) =>
  useInfiniteQuery({
    queryKey: adminKeys.of('audit', { action }),
    queryFn: ({ pageParam }) => getAudit({ cursor: pageParam, action }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
