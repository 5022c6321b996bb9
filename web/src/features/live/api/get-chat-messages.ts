import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_LIMIT } from '@selah/contracts/live';
import { liveApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getChatMessages = () => call(liveApi.chatMessages, { query: { limit: CHAT_LIMIT } });

/** Spec §9: chat every 3 s; new messages and deletions also arrive at once over /ws/stream. */
export const getChatMessagesQueryOptions = () =>
  queryOptions({ queryKey: liveKeys.chat(), queryFn: getChatMessages, refetchInterval: 3_000, staleTime: 1_000, retry: 1 });

export const useChatMessages = () => useQuery(getChatMessagesQueryOptions());
