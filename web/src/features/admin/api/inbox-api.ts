import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxCounts, InboxItem, InboxKind, OutboxMail, ReplyRequest, Subscriber } from '@selah/contracts/admin-site';
import { api } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/save-file';
import { adminKeys } from './keys';

export const useInboxCounts = () =>
  useQuery({
    queryKey: adminKeys.of('inbox', 'counts'),
    queryFn: () => api<InboxCounts>('/api/admin/inbox/counts', { requireAuth: true }),
  });

export const useInbox = (kind: InboxKind, status: 'new' | 'handled' | 'all') =>
  useQuery({
    queryKey: adminKeys.of('inbox', kind, status),
    queryFn: () => api<{ items: InboxItem[] }>(`/api/admin/inbox/${kind}`, { query: { status }, requireAuth: true }),
  });

export const useSubscribers = () =>
  useQuery({
    queryKey: adminKeys.of('inbox', 'newsletter'),
    queryFn: () => api<{ subscribers: Subscriber[] }>('/api/admin/inbox/newsletter', { requireAuth: true }),
  });

export const useOutbox = (status: 'all' | 'kept' | 'sent' | 'failed') =>
  useQuery({
    queryKey: adminKeys.of('inbox', 'outbox', status),
    queryFn: () => api<{ mails: OutboxMail[] }>('/api/admin/inbox/outbox', { query: { status }, requireAuth: true }),
  });

/** Every inbox action refreshes the whole section (lists, counts, outbox). */
function useInboxMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.section('inbox') }) });
}

export const useMarkHandled = () =>
  useInboxMutation(({ kind, id, handled }: { kind: InboxKind; id: string; handled: boolean }) =>
    api<InboxItem>(`/api/admin/inbox/${kind}/${id}/${handled ? 'handled' : 'reopen'}`, { method: 'POST' }),
  );

export const useReply = () =>
  useInboxMutation(({ kind, id, body }: { kind: InboxKind; id: string; body: ReplyRequest }) =>
    api<{ item: InboxItem; mailId: string }>(`/api/admin/inbox/${kind}/${id}/reply`, { method: 'POST', body }),
  );

export const useResend = () =>
  useInboxMutation((id: string) => api<{ id: string }>(`/api/admin/inbox/outbox/${id}/resend`, { method: 'POST' }));

/** Downloads a CSV the console may read (the call needs the session, so a plain link cannot fetch it). */
export const downloadCsv = (path: string, filename: string): Promise<void> =>
  downloadWithSession(path, filename, 'The list could not be downloaded. Please try again.');
