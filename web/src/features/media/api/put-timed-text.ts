import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaTextApi } from '@selah/contracts/media-text-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export type TimedTextTarget = { kind: 'episode'; what: 'transcript' | 'chapters' } | { kind: 'video'; what: 'transcript' };

/** Staff: puts (text) or removes (null) an episode's transcript or chapters, or a video's captions. */
export async function putTimedText(target: TimedTextTarget, id: string, text: string | null): Promise<void> {
  const params = { id };
  const auth = { requireAuth: true } as const;
  if (target.kind === 'video') {
    await (text === null
      ? call(mediaTextApi.deleteVideoTranscript, { params, ...auth })
      : call(mediaTextApi.putVideoTranscript, { params, body: { text }, ...auth }));
  } else if (target.what === 'transcript') {
    await (text === null
      ? call(mediaTextApi.deleteEpisodeTranscript, { params, ...auth })
      : call(mediaTextApi.putEpisodeTranscript, { params, body: { text }, ...auth }));
  } else {
    await (text === null
      ? call(mediaTextApi.deleteEpisodeChapters, { params, ...auth })
      : call(mediaTextApi.putEpisodeChapters, { params, body: { text }, ...auth }));
  }
}

export const usePutTimedText = (target: TimedTextTarget, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string | null) => putTimedText(target, id, text),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};
