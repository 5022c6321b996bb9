import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityAdminApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Open reports grouped by post, with the posts the rule hid. */
export const useReportQueue = () =>
  useQuery({ queryKey: adminKeys.of('moderation', 'queue'), queryFn: () => call(communityAdminApi.reports) });

export type ModerationAction =
  | { kind: 'resolve'; targetType: 'thread' | 'comment'; targetId: string; action: 'dismiss' | 'hide' | 'delete' }
  | { kind: 'hide' | 'restore' | 'delete'; targetId: string };

const moderate = (a: ModerationAction): Promise<unknown> => {
  if (a.kind === 'resolve')
    return call(communityAdminApi.resolveReport, {
      params: { targetType: a.targetType, targetId: a.targetId },
      body: { action: a.action },
    });
  const params = { id: a.targetId };
  if (a.kind === 'delete') return call(communityAdminApi.deleteComment, { params });
  return call(a.kind === 'hide' ? communityAdminApi.hideComment : communityAdminApi.restoreComment, { params });
};

/** Resolves a report or moderates one reply; the queue refreshes after. */
export const useModerate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('moderation') }),
  });
};
