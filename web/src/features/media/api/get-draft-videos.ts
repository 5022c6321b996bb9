import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

/** Recorded live video services waiting to be published (broadcasters and admins). */
export const getDraftVideos = () => call(mediaApi.listVideos, { query: { status: 'draft', limit: 50 }, requireAuth: true });

export const useDraftVideos = (enabled: boolean) =>
  useQuery({ queryKey: mediaKeys.draftVideos(), queryFn: getDraftVideos, enabled, refetchInterval: 60_000 });
