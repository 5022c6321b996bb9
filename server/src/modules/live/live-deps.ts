import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import type { RadioService } from '../radio/index.ts';

export interface LiveDeps {
  db: Db;
  bus: EventBus;
  push: ClientPush;
  clock: Clock;
  log: Log;
  config: Pick<Config, 'dataDir' | 'rtmpPort' | 'host' | 'owncastUrl' | 'publicUrl' | 'port' | 'streamBitrateKbps'>;
  stationName: () => Promise<string>;
  /** The station's zone, read at each use. */
  zone: () => string;
  /** The radio, for feeding the video's sound into the broadcast (absent in some tests). */
  radio?: RadioService;
  /** False for a staff account without a second step while the station requires two steps (its key is refused). */
  staffMayAct?: (userId: string) => Promise<boolean>;
}
