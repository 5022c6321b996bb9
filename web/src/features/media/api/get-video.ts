import { useQuery } from '@tanstack/react-query';
import type { Video } from '@selah/contracts/media';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export type VideoWithRelated = Video & { related: Video[] };

export const getVideo = (id: string) => api<VideoWithRelated>(`/api/videos/${encodeURIComponent(id)}`);

export const useVideo = (id: string, viewer: string | null) =>
  useQuery({ queryKey: mediaKeys.video(id, viewer), queryFn: () => getVideo(id), retry: 1 });
