import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberComment, ThreadPage } from '@selah/contracts/community';
import { api } from '@/lib/api-client';

// A member's own community activity, for their profile.
export const getMemberThreads = (userId: string) => api<ThreadPage>('/api/community/threads', { query: { userId, limit: 20 } });
export const getMemberComments = (userId: string) => api<MemberComment[]>(`/api/users/${userId}/comments`);
/** Threads the signed-in member follows (the token says whose). */
export const getFollowedThreads = () =>
  api<ThreadPage>('/api/community/threads', { query: { tab: 'following', limit: 20 }, requireAuth: true });

export const getMemberThreadsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId, 'threads'], queryFn: () => getMemberThreads(userId), staleTime: 60_000 });
export const getMemberCommentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId, 'comments'], queryFn: () => getMemberComments(userId), staleTime: 60_000 });
export const getFollowedThreadsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me', 'following'], queryFn: getFollowedThreads, staleTime: 60_000 });

export const useMemberThreads = (userId: string | undefined) => useQuery({ ...getMemberThreadsQueryOptions(userId ?? ''), enabled: !!userId });
export const useMemberComments = (userId: string | undefined) => useQuery({ ...getMemberCommentsQueryOptions(userId ?? ''), enabled: !!userId });
export const useFollowedThreads = (enabled: boolean) => useQuery({ ...getFollowedThreadsQueryOptions(), enabled });
