import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventRequest, StationEvent, UpdateEventRequest } from '@selah/contracts/events';
import type { Gift, Plan } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface FundMonthTotal {
  fundId: string;
  fundName: string;
  month: string;
  gifts: number;
  amountCents: number;
  refundedCents: number;
}
export type RecurringDonor = Plan & { giftsCount: number; givenCents: number };

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const useGifts = () =>
  useQuery({
    queryKey: adminKeys.of('giving', 'gifts'),
    queryFn: () => api<{ gifts: Gift[] }>('/api/admin/payments/gifts', { query: { limit: 200 }, requireAuth: true }),
  });
export const useTotals = (year: number) =>
  useQuery({
    queryKey: adminKeys.of('giving', 'totals', year),
    queryFn: () => api<{ totals: FundMonthTotal[] }>('/api/admin/payments/totals', { query: { year }, requireAuth: true }),
  });
export const useRecurring = () =>
  useQuery({
    queryKey: adminKeys.of('giving', 'recurring'),
    queryFn: () => api<{ donors: RecurringDonor[] }>('/api/admin/payments/recurring', { requireAuth: true }),
  });

export function useRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Gift>(`/api/admin/payments/gifts/${id}/refund`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.section('giving') }),
  });
}

/** The events to come (the public list's call, with room for the console). */
export const useUpcomingEvents = () =>
  useQuery({
    queryKey: adminKeys.of('giving', 'events'),
    queryFn: () => api<StationEvent[]>('/api/events/upcoming', { query: { limit: 50 } }),
  });

export function useSaveEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateEventRequest | UpdateEventRequest }) =>
      id
        ? api<StationEvent>(`/api/admin/events/${id}`, { method: 'PATCH', body })
        : api<StationEvent>('/api/admin/events', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.of('giving', 'events') }),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    /** One date of a repeating event, or (scope 'series') every date to come. */
    mutationFn: ({ id, scope = 'occurrence' }: { id: string; scope?: 'occurrence' | 'series' }) =>
      api<void>(`/api/admin/events/${id}`, { method: 'DELETE', query: { scope } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.of('giving', 'events') }),
  });
}
