import { mediaMessages } from '@selah/contracts/media';
import { notFound } from '../../platform/http/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import { findVideo } from './videos.repo.ts';
import { recordView, setLike } from './video-engagement.repo.ts';
import type { MediaParts } from './media-deps.ts';

/** Views and likes of published videos. */
export function createVideoLikesService({ db, clock, time }: Pick<MediaParts, 'db' | 'clock' | 'time'>) {
  async function publishedOr404(id: string) {
    const row = await findVideo(db, id, null);
    if (!row || row.status !== 'published') throw notFound(mediaMessages.videoNotFound);
    return row;
  }

  return {
    /** A view, once per viewer (member id, else the address's hash) per station day. */
    async viewVideo(viewerKey: string, id: string) {
      await publishedOr404(id);
      return recordView(db, id, viewerKey, time.today(), clock.now());
    },

    async likeVideo(viewer: SessionUser, id: string, liked: boolean) {
      await publishedOr404(id);
      return setLike(db, id, viewer.id, liked);
    },
  };
}
