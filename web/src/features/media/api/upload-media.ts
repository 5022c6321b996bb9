import { mediaApi } from '@selah/contracts/media-endpoints';
import { upload } from '@/lib/upload';

const messages = {
  interrupted: 'The upload was interrupted. Please check your connection and try again.',
  failed: (status: number) => `HTTP error! status: ${status}`,
};

/** Publishes an episode or a video: the file with its form fields, reporting upload progress (0–1). */
export const uploadMedia = (kind: 'episode' | 'video', form: FormData, onProgress: (share: number) => void) =>
  kind === 'episode'
    ? upload(mediaApi.uploadEpisode, form, onProgress, messages)
    : upload(mediaApi.uploadVideo, form, onProgress, messages);
