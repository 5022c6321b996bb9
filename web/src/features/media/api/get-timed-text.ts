import { useQuery } from '@tanstack/react-query';
import { mediaTextApi } from '@selah/contracts/media-text-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const getTranscript = (kind: 'episode' | 'video', id: string) =>
  kind === 'episode'
    ? call(mediaTextApi.getEpisodeTranscript, { params: { id } })
    : call(mediaTextApi.getVideoTranscript, { params: { id } });

/** An episode's or a video's transcript as cues; asked only when it has one. */
export const useTranscript = (kind: 'episode' | 'video', id: string, has: boolean) =>
  useQuery({ queryKey: mediaKeys.transcript(kind, id), queryFn: () => getTranscript(kind, id), enabled: has, retry: 1 });

export const getChapters = (id: string) => call(mediaTextApi.getEpisodeChapters, { params: { id } });

/** An episode's chapters; asked only when it has them. */
export const useChapters = (id: string, has: boolean) =>
  useQuery({ queryKey: mediaKeys.chapters(id), queryFn: () => getChapters(id), enabled: has, retry: 1 });
