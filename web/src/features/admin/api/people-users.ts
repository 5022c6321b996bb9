import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsAdminApi } from '@selah/contracts/accounts-admin-endpoints';
import { adminApi } from '@selah/contracts/admin-endpoints';
import type { AdminUser } from '@selah/contracts/admin-people';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

export type PeopleQuery = { query: string; page: number };

/** Members matching a search (username, display name or email), 25 a page. */
export const usePeople = (q: PeopleQuery) =>
  useQuery({
    queryKey: adminKeys.of('people', 'list', q),
    queryFn: () => call(accountsAdminApi.listUsers, { query: { query: q.query || undefined, page: q.page, limit: 25 } }),
    placeholderData: keepPreviousData,
  });

/** One member with their latest posts and the reports they sent. */
export const usePerson = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.of('people', 'detail', id),
    queryFn: () => call(adminApi.member, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

type Change = { id: string; role: AdminUser['role'] } | { id: string; suspend: boolean };

/** A role change, a suspension or a restore; the People lists refresh after. */
export const usePeopleChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Change) =>
      'role' in c
        ? call(accountsAdminApi.setRole, { params: { id: c.id }, body: { role: c.role } })
        : call(c.suspend ? accountsAdminApi.suspend : accountsAdminApi.restore, { params: { id: c.id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('people') }),
  });
};

/** Deletes a member's account on their request, with the reason the audit log keeps. */
export const useDeletePerson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(accountsAdminApi.deleteUser, { params: { id }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('people') }),
  });
};

/** Turns off every second step of a member who lost them all (audited); they sign in with the password and set it up again. */
export const useResetTwoStep = () =>
  useMutation({
    mutationFn: (id: string) => call(accountsAdminApi.resetTwoStep, { params: { id }, requireAuth: true }),
  });
