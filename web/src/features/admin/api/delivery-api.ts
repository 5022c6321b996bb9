import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundUpdate, MailSettingsRequest, ReceiptSettings, StripeSettingsRequest } from '@selah/contracts/admin-delivery';
import { mailApi } from '@selah/contracts/mail-endpoints';
import { paymentsAdminApi } from '@selah/contracts/payments-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

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

export const useStripeSettings = () => useQuery({ queryKey: stripeKey(), queryFn: () => call(paymentsAdminApi.stripe) });

export function useSaveStripe() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StripeSettingsRequest | null) =>
      body === null ? call(paymentsAdminApi.clearStripe) : call(paymentsAdminApi.saveStripe, { body }),
    onSuccess: (data) => (client.setQueryData(stripeKey(), data), refresh()),
  });
}

export const useReceiptSettings = () => useQuery({ queryKey: receiptsKey(), queryFn: () => call(paymentsAdminApi.receipts) });

export function useSaveReceipts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptSettings) => call(paymentsAdminApi.saveReceipts, { body }),
    onSuccess: (data) => client.setQueryData(receiptsKey(), data),
  });
}

export const useFunds = () => useQuery({ queryKey: fundsKey(), queryFn: async () => (await call(paymentsAdminApi.funds)).funds });

export type FundAction =
  { kind: 'add'; name: string } | { kind: 'update'; id: string; change: FundUpdate } | { kind: 'delete'; id: string };

export function useFundAction() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: FundAction) =>
      a.kind === 'add'
        ? call(paymentsAdminApi.addFund, { body: { name: a.name } })
        : a.kind === 'update'
          ? call(paymentsAdminApi.changeFund, { params: { id: a.id }, body: a.change })
          : call(paymentsAdminApi.removeFund, { params: { id: a.id } }).then(() => null),
    onSuccess: () => (void client.invalidateQueries({ queryKey: fundsKey() }), refresh()),
  });
}
