import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { videoCategoryCount } from '@selah/contracts/media';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export type VideoCategoryCount = z.infer<typeof videoCategoryCount>;

export const getVideoCategories = () => call(mediaApi.videoCategories);
export const useVideoCategories = () => useQuery({ queryKey: mediaKeys.videoCategories(), queryFn: getVideoCategories });
