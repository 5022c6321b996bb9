import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedMessage } from '@selah/contracts/messages';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Private messages their recipients reported: the only ones the station team can read. */
export const useMessageReports = () =>
  useQuery({
    queryKey: adminKeys.of('moderation', 'messages'),
    queryFn: () => api<{ items: ReportedMessage[] }>('/api/admin/messages/reports'),
  });

export const useResolveMessageReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: { reportId: string; action: 'dismiss' | 'delete' }) =>
      api<void>(`/api/admin/messages/reports/${r.reportId}/resolve`, { method: 'POST', body: { action: r.action } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('moderation') }),
  });
};
