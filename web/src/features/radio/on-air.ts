import type { ScheduleProgram, StreamStatus } from '@selah/contracts/radio';
import { translate } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

/**
 * The one truth of what is on air is the station's status (the engine's state): a schedule shows
 * as on air the program the status names, and says it in the status's words.
 */
export const isOnAir = (program: Pick<ScheduleProgram, 'id' | 'isLive'>, status: StreamStatus | undefined) =>
  status ? status.onAir.program?.id === program.id : program.isLive;

/**
 * The status's on-air line in the interface's language, from the facts the status sends (the
 * server's own `label` is in the request's language, but the now-playing socket's pushes, shared by
 * every listener, are English): "Live · Wake Up Y'all", "Music until Tasha Greene goes live",
 * "On air · Praise & Worship"; null with no program and nobody live.
 */
export function onAirLine(onAir: StreamStatus['onAir'] | undefined): string | null {
  if (!onAir?.label) return null;
  if (onAir.source === 'live') return translate('radio.onAir.live', { title: onAir.title ?? '' });
  if (onAir.awaitingLive && onAir.program) return translate('radio.onAir.musicUntil', { host: onAir.program.host || onAir.program.title });
  return onAir.title ? translate('radio.onAir.program', { title: onAir.title }) : onAir.label;
}

/** The tag beside the program on air: "Live", "Music until Tasha Greene goes live" or "On air". */
export function onAirTag(status: StreamStatus | undefined): string {
  const onAir = status?.onAir;
  if (onAir?.source === 'live') return translate('radio.onAir.liveTag');
  if (onAir?.awaitingLive) return onAirLine(onAir) ?? translate('radio.onAir.tag');
  return translate('radio.onAir.tag');
}

/** "07:30" in station time as the listener's language writes a clock: "7:30 AM", "7:30 a.m.". */
const stationClock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
};

/** When a program airs, in station time: "6:00 AM - 9:00 AM", "10:00 PM - Midnight", "All day". */
export function programTime(p: Pick<ScheduleProgram, 'start' | 'end'>): string {
  if (p.start === '00:00' && p.end === '24:00') return translate('radio.time.allDay');
  const end = p.end === '24:00' ? translate('radio.time.midnight') : stationClock(p.end);
  return translate('radio.time.range', { start: stationClock(p.start), end });
}
