import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxKind, ReplyRequest } from '@selah/contracts/admin-site';
import { inboxApi } from '@selah/contracts/inbox-endpoints';
import { call } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/save-file';
import { adminKeys } from './keys';
import { translate } from '@/i18n/t';

export const useInboxCounts = () =>
  useQuery({
    queryKey: adminKeys.of('inbox', 'counts'),
    queryFn: () => call(inboxApi.counts, { requireAuth: true }),
  });

export const useInbox = (kind: InboxKind, status: 'new' | 'handled' | 'all') =>
  useQuery({
    queryKey: adminKeys.of('inbox', kind, status),
    queryFn: () => call(inboxApi.list, { params: { kind }, query: { status }, requireAuth: true }),
  });

export const useSubscribers = () =>
  useQuery({
    queryKey: adminKeys.of('inbox', 'newsletter'),
    queryFn: () => call(inboxApi.subscribers, { requireAuth: true }),
  });

export const useOutbox = (status: 'all' | 'kept' | 'sent' | 'failed') =>
  useQuery({
    queryKey: adminKeys.of('inbox', 'outbox', status),
    queryFn: () => call(inboxApi.outbox, { query: { status }, requireAuth: true }),
  });

/** Every inbox action refreshes the whole section (lists, counts, outbox). */
function useInboxMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.section('inbox') }) });
}

export const useMarkHandled = () =>
  useInboxMutation(({ kind, id, handled }: { kind: InboxKind; id: string; handled: boolean }) =>
    call(handled ? inboxApi.markHandled : inboxApi.reopen, { params: { kind, id } }),
  );

export const useReply = () =>
  useInboxMutation(({ kind, id, body }: { kind: InboxKind; id: string; body: ReplyRequest }) =>
    call(inboxApi.reply, { params: { kind, id }, body }),
  );

export const useResend = () => useInboxMutation((id: string) => call(inboxApi.resend, { params: { id } }));

/** Downloads a CSV the console may read (the call needs the session, so a plain link cannot fetch it). */
export const downloadCsv = (path: string, filename: string): Promise<void> =>
  downloadWithSession(path, filename, translate('admin.inbox.listNotDownloaded'));
