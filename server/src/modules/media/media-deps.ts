import type { Db } from '../../db/client.ts';
import type { Log } from '../../platform/module.ts';
import type { Signer } from '../../platform/signed-token.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { StationTime } from '../../platform/time/station-time.ts';
import type { MediaStore } from './files.ts';
import type { MediaViews } from './media-views.ts';

export interface MediaDeps {
  db: Db;
  clock: Clock;
  store: MediaStore;
  log: Log;
  time: StationTime;
  /** Signs a draft's file for staff's preview (a player cannot send the session's bearer token). */
  previews: Signer;
}

/** What each of the media services is built from: the module's deps and the shared row views. */
export type MediaParts = MediaDeps & { views: MediaViews };
