import { mediaMessages } from '@selah/contracts/media';
import { forbidden } from '../../platform/http/errors.ts';
import { isStaff, type Viewer } from './media-views.ts';

export const requireStaff = (viewer: Viewer) => {
  if (!isStaff(viewer)) throw forbidden(mediaMessages.onlyBroadcasters);
};
