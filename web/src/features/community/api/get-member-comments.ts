import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

/** The replies a member wrote, each with its discussion's title, for their profile. */
export const getMemberComments = (userId: string) => call(communityApi.memberComments, { params: { id: userId } });

export const getMemberCommentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: communityKeys.memberComments(userId), queryFn: () => getMemberComments(userId), staleTime: 60_000 });

export const useMemberComments = (userId: string | undefined) =>
  useQuery({ ...getMemberCommentsQueryOptions(userId ?? ''), enabled: !!userId });
