import { useQuery } from '@tanstack/react-query';
import type { Video } from '@selah/contracts/media';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export type VideoWithRelated = Video & { related: Video[] };

export const getVideo = (id: string): Promise<VideoWithRelated> => call(mediaApi.getVideo, { params: { id } });

export const useVideo = (id: string, viewer: string | null) =>
  useQuery({ queryKey: mediaKeys.video(id, viewer), queryFn: () => getVideo(id), retry: 1 });
