import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

/** Recorded live shows waiting to be published (broadcasters and admins). */
export const getDraftEpisodes = () => call(mediaApi.listEpisodes, { query: { status: 'draft', limit: 50 }, requireAuth: true });

export const useDraftEpisodes = (enabled: boolean) =>
  useQuery({ queryKey: mediaKeys.drafts(), queryFn: getDraftEpisodes, enabled, refetchInterval: 60_000 });
