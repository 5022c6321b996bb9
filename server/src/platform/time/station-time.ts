import { z } from 'zod';
import { isTimeZone } from '@selah/contracts/radio';
import type { EventBus } from '../bus/bus.ts';
import { settingsPart, type Settings } from '../settings/settings.ts';
import type { Clock } from './clock.ts';
import { dayIn } from './zones.ts';

/** The zone a station keeps when nobody has chosen one (the product's first stations are in the US Central zone). */
export const DEFAULT_STATION_ZONE = 'America/Chicago';

/** The station's time zone as chosen in the setup or the console. */
export const stationZonePart = settingsPart({
  key: 'station.zone',
  schema: z.object({ zone: z.string().refine(isTimeZone) }),
  secrets: [],
});

/** The station's clock and zone: the schedule, events, digests and receipts read their days here. */
export interface StationTime {
  clock: Clock;
  /** STATION_TIMEZONE when set, else the zone chosen in the console, else America/Chicago. */
  zone(): string;
  /** Whether the zone comes from STATION_TIMEZONE (the console then cannot change it). */
  fromEnvironment: boolean;
  /** Today's date ('2026-12-06') at the station. */
  today(): string;
}

/**
 * Reads the zone once at start and again whenever the console changes it (on every instance, over
 * the bus), so `zone()` is a plain call on hot paths.
 */
export async function createStationTime(deps: {
  envZone: string | undefined;
  settings: Settings;
  bus: EventBus;
  clock: Clock;
}): Promise<StationTime> {
  const { envZone, settings, bus, clock } = deps;
  let chosen = envZone ? null : ((await settings.read(stationZonePart))?.zone ?? null);
  if (!envZone) {
    bus.onBroadcast('settings.changed', async ({ key }) => {
      if (key === stationZonePart.key) chosen = (await settings.read(stationZonePart))?.zone ?? null;
    });
  }
  const zone = () => envZone ?? chosen ?? DEFAULT_STATION_ZONE;
  return { clock, zone, fromEnvironment: Boolean(envZone), today: () => dayIn(clock.now(), zone()) };
}
