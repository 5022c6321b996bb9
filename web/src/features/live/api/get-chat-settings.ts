import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getChatSettings = () => call(liveApi.chatSettings);
export const getChatSettingsQueryOptions = () =>
  queryOptions({ queryKey: liveKeys.chatSettings(), queryFn: getChatSettings, staleTime: 30_000 });
export const useChatSettings = () => useQuery(getChatSettingsQueryOptions());
