import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicProfile } from '@selah/contracts/messages';
import { messagesApi } from '@selah/contracts/messages-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { messageKeys } from './keys';

export function useProfile(id: string | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: messageKeys.profile(id ?? '', user?.id ?? null),
    queryFn: () => call(messagesApi.profile, { params: { id: id! } }),
    enabled: !!id,
  });
}

/** Follows or unfollows a member; their profile's counts follow. */
export function useFollow(id: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (on: boolean) => call(on ? messagesApi.follow : messagesApi.unfollow, { params: { id }, requireAuth: true }),
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(messageKeys.profile(id, user?.id ?? null), (p) =>
        p ? { ...p, isFollowing: state.following, followers: state.followers } : p,
      );
    },
  });
}

export function useBlock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call(on ? messagesApi.block : messagesApi.unblock, { params: { id }, requireAuth: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['people'] });
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/** Which team cards are a staff account (so the team page can follow them). */
export function useTeamAccounts() {
  return useQuery({
    queryKey: messageKeys.teamAccounts(),
    queryFn: () => call(messagesApi.teamAccounts),
    select: (d) => new Map(d.accounts.map((a) => [a.teamMemberId, a.userId])),
  });
}
