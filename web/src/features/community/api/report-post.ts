import { useMutation } from '@tanstack/react-query';
import type { ReportRequest } from '@selah/contracts/admin-people';
import { api } from '@/lib/api-client';

/** A member reports a discussion or a reply to the station team. */
export const useReportPost = () =>
  useMutation({
    mutationFn: (body: ReportRequest) => api<{ id: string; message: string }>('/api/reports', { method: 'POST', body, requireAuth: true }),
  });
