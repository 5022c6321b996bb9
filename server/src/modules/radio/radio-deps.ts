import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import type { Clock } from '../../platform/time/clock.ts';

/** What the radio's service is made from (radio.service.ts). */
export interface RadioDeps {
  db: Db;
  bus: EventBus;
  push: ClientPush;
  clock: Clock;
  log: Log;
  config: Pick<
    Config,
    'dataDir' | 'streamBitrateKbps' | 'radioEnabled' | 'paths' | 'databaseUrl' | 'instanceUrl' | 'icecastSource' | 'demoTrackSeconds'
  >;
  /** The station's name as its settings say now. */
  stationName: () => Promise<string>;
  /** The station's zone, read at each use. */
  zone: () => string;
}
