import { useMutation } from '@tanstack/react-query';
import type { ReportRequest } from '@selah/contracts/admin-people';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';

/** A member reports a discussion or a reply to the station team. */
export const useReportPost = () =>
  useMutation({
    mutationFn: (body: ReportRequest) => call(communityApi.report, { body, requireAuth: true }),
  });
