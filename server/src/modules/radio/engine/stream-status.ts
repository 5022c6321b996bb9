import { clockOf } from '@selah/contracts/admin-radio';
import type { StreamStatus } from '@selah/contracts/radio';
import { artUrl } from '../library/cover-art.ts';
import type { ProgramRow } from '../radio.repo.ts';
import { onAirLine } from './on-air-line.ts';
import { programPreset } from './presets.ts';
import type { RadioStation } from './radio-station.ts';

/**
 * `/api/stream/status` from the engine's state, the one truth for "on air" (issue 27): the song,
 * the listeners (with Icecast's when it relays), and the line the hero, dock and dashboard show.
 */
export function streamStatus(station: RadioStation, program: ProgramRow | undefined, name: string, relayedListeners: number): StreamStatus {
  const onAir = station.onAir;
  const live = station.isLive;
  return {
    song: { title: onAir?.title ?? '', artist: onAir?.artist ?? '', art: onAir?.art ? artUrl(onAir.art) : null },
    station: { name, listeners: station.hub.listenerCount + relayedListeners, isLive: live },
    program: programPreset(live ? 'live' : 'autodj', name),
    isConnected: true,
    error: null,
    onAirSinceMs: station.hub.onAirSinceMs,
    onAir: onAirLine({
      live,
      liveShow: live ? (station.liveSource?.show ?? onAir?.title ?? null) : null,
      program: program && {
        id: program.id,
        title: program.title,
        host: program.host,
        plays: program.plays,
        start: clockOf(program.startMinute),
        end: clockOf(program.endMinute),
      },
      recording: Boolean(program?.trackId && onAir?.source === 'autodj' && onAir.trackId === program.trackId),
    }),
  };
}
