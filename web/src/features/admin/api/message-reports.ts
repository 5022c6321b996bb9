import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@selah/contracts/messages-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Private messages their recipients reported: the only ones the station team can read. */
export const useMessageReports = () =>
  useQuery({
    queryKey: adminKeys.of('moderation', 'messages'),
    queryFn: () => call(messagesApi.reports),
  });

export const useResolveMessageReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: { reportId: string; action: 'dismiss' | 'delete' }) =>
      call(messagesApi.resolveReport, { params: { id: r.reportId }, body: { action: r.action } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('moderation') }),
  });
};
