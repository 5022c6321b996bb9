import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFund,
  FundUpdate,
  MailSettingsRequest,
  ReceiptSettings,
  StripeSettingsRequest,
  StripeSettingsResponse,
} from '@selah/contracts/admin-delivery';
import { mailApi } from '@selah/contracts/mail-endpoints';
import { api, call } from '@/lib/api-client';
import { adminKeys } from './keys';

type Receipts = ReceiptSettings & { saved: boolean };
const mailKey = () => adminKeys.of('delivery', 'mail');
const stripeKey = () => adminKeys.of('delivery', 'stripe');
const receiptsKey = () => adminKeys.of('delivery', 'receipts');
const fundsKey = () => adminKeys.of('delivery', 'funds');

/** After a change: the dashboard's checklist is read again (the page refreshes the donate form's settings as it leaves). */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: adminKeys.of('dashboard', 'checklist') });
}

export const useMailSettings = () => useQuery({ queryKey: mailKey(), queryFn: () => call(mailApi.settings) });

export function useSaveMail() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MailSettingsRequest | null) => (body === null ? call(mailApi.clear) : call(mailApi.save, { body })),
    onSuccess: (data) => (client.setQueryData(mailKey(), data), refresh()),
  });
}

export function useTestMail() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (to: string) => call(mailApi.test, { body: { to } }),
    // The outcome changes whether mail is delivering, either way.
    onSettled: () => (void client.invalidateQueries({ queryKey: mailKey() }), refresh()),
  });
}

export const useStripeSettings = () =>
  useQuery({ queryKey: stripeKey(), queryFn: () => api<StripeSettingsResponse>('/api/admin/payments/stripe') });

export function useSaveStripe() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StripeSettingsRequest | null) =>
      api<StripeSettingsResponse>('/api/admin/payments/stripe', body === null ? { method: 'DELETE' } : { method: 'PUT', body }),
    onSuccess: (data) => (client.setQueryData(stripeKey(), data), refresh()),
  });
}

export const useReceiptSettings = () => useQuery({ queryKey: receiptsKey(), queryFn: () => api<Receipts>('/api/admin/payments/receipts') });

export function useSaveReceipts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptSettings) => api<Receipts>('/api/admin/payments/receipts', { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(receiptsKey(), data),
  });
}

export const useFunds = () =>
  useQuery({ queryKey: fundsKey(), queryFn: async () => (await api<{ funds: AdminFund[] }>('/api/admin/payments/funds')).funds });

export type FundAction =
  { kind: 'add'; name: string } | { kind: 'update'; id: string; change: FundUpdate } | { kind: 'delete'; id: string };

export function useFundAction() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: FundAction) =>
      a.kind === 'add'
        ? api<AdminFund>('/api/admin/payments/funds', { method: 'POST', body: { name: a.name } })
        : a.kind === 'update'
          ? api<AdminFund>(`/api/admin/payments/funds/${encodeURIComponent(a.id)}`, { method: 'PATCH', body: a.change })
          : api<null>(`/api/admin/payments/funds/${encodeURIComponent(a.id)}`, { method: 'DELETE' }),
    onSuccess: () => (void client.invalidateQueries({ queryKey: fundsKey() }), refresh()),
  });
}
