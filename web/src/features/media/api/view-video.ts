import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';

/** Counts this viewer's view (once a day, the server decides). */
export const viewVideo = (id: string) => call(mediaApi.viewVideo, { params: { id } });
