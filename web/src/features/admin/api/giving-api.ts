import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@selah/contracts/endpoint';
import { eventsAdminApi } from '@selah/contracts/events-admin-endpoints';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { paymentsAdminApi } from '@selah/contracts/payments-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';
import { intlLocale } from '@/lib/format';

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const useGifts = () =>
  useQuery({
    queryKey: adminKeys.of('giving', 'gifts'),
    queryFn: () => call(paymentsAdminApi.gifts, { query: { limit: 200 }, requireAuth: true }),
  });
export const useTotals = (year: number) =>
  useQuery({
    queryKey: adminKeys.of('giving', 'totals', year),
    queryFn: () => call(paymentsAdminApi.totals, { query: { year }, requireAuth: true }),
  });
export const useRecurring = () =>
  useQuery({
    queryKey: adminKeys.of('giving', 'recurring'),
    queryFn: () => call(paymentsAdminApi.recurring, { requireAuth: true }),
  });

export function useRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(paymentsAdminApi.refund, { params: { id }, body: undefined }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.section('giving') }),
  });
}

/** The events to come (the public list's call, with room for the console). */
export const useUpcomingEvents = () =>
  useQuery({
    queryKey: adminKeys.of('giving', 'events'),
    queryFn: () => call(eventsApi.upcoming, { query: { limit: 50 } }),
  });

export function useSaveEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BodyOf<typeof eventsAdminApi.create> }) =>
      id ? call(eventsAdminApi.update, { params: { id }, body }) : call(eventsAdminApi.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.of('giving', 'events') }),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    /** One date of a repeating event, or (scope 'series') every date to come. */
    mutationFn: ({ id, scope = 'occurrence' }: { id: string; scope?: 'occurrence' | 'series' }) =>
      call(eventsAdminApi.remove, { params: { id }, query: { scope } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.of('giving', 'events') }),
  });
}
