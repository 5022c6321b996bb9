import { mediaApi } from '@selah/contracts/media-endpoints';
import { translate } from '@/i18n/t';
import { upload, type UploadMessages } from '@/lib/upload';

/** Read when an upload fails, in the interface's language of that moment. */
const messages: UploadMessages = {
  get interrupted() {
    return translate('media.studio.interrupted');
  },
  failed: (status: number) => translate('media.studio.httpError', { status }),
};

/** Publishes an episode or a video: the file with its form fields, reporting upload progress (0–1). */
export const uploadMedia = (kind: 'episode' | 'video', form: FormData, onProgress: (share: number) => void) =>
  kind === 'episode'
    ? upload(mediaApi.uploadEpisode, form, onProgress, messages)
    : upload(mediaApi.uploadVideo, form, onProgress, messages);
