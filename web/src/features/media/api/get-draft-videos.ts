import { useQuery } from '@tanstack/react-query';
import type { VideoPage } from '@selah/contracts/media';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

/** Recorded live video services waiting to be published (broadcasters and admins). */
export const getDraftVideos = () => api<VideoPage>('/api/videos', { query: { status: 'draft', limit: 50 }, requireAuth: true });

export const useDraftVideos = (enabled: boolean) =>
  useQuery({ queryKey: mediaKeys.draftVideos(), queryFn: getDraftVideos, enabled, refetchInterval: 60_000 });
