import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportQueue } from '@selah/contracts/admin-people';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Open reports grouped by post, with the posts the rule hid. */
export const useReportQueue = () =>
  useQuery({ queryKey: adminKeys.of('moderation', 'queue'), queryFn: () => api<ReportQueue>('/api/admin/reports') });

export type ModerationAction =
  | { kind: 'resolve'; targetType: 'thread' | 'comment'; targetId: string; action: 'dismiss' | 'hide' | 'delete' }
  | { kind: 'hide' | 'restore' | 'delete'; targetId: string };

const call = (a: ModerationAction) => {
  if (a.kind === 'resolve')
    return api<void>(`/api/admin/reports/${a.targetType}/${a.targetId}/resolve`, { method: 'POST', body: { action: a.action } });
  if (a.kind === 'delete') return api<void>(`/api/admin/comments/${a.targetId}`, { method: 'DELETE' });
  return api<unknown>(`/api/admin/comments/${a.targetId}/${a.kind}`, { method: 'POST' });
};

/** Resolves a report or moderates one reply; the queue refreshes after. */
export const useModerate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('moderation') }),
  });
};
