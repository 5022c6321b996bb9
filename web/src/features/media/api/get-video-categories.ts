import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export interface VideoCategoryCount {
  name: string;
  count: number;
}

export const getVideoCategories = () => api<VideoCategoryCount[]>('/api/videos/categories');
export const useVideoCategories = () => useQuery({ queryKey: mediaKeys.videoCategories(), queryFn: getVideoCategories });
