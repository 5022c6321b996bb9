import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSettings } from '@selah/contracts/live';
import { api } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getChatSettings = () => api<ChatSettings>('/api/chat/settings');
export const getChatSettingsQueryOptions = () =>
  queryOptions({ queryKey: liveKeys.chatSettings(), queryFn: getChatSettings, staleTime: 30_000 });
export const useChatSettings = () => useQuery(getChatSettingsQueryOptions());
