import type { ScheduleProgram, StreamStatus } from '@selah/contracts/radio';

/**
 * The one truth of what is on air is the station's status (the engine's state): a schedule shows
 * as on air the program the status names, and says it in the status's words.
 */
export const isOnAir = (program: Pick<ScheduleProgram, 'id' | 'isLive'>, status: StreamStatus | undefined) =>
  status ? status.onAir.program?.id === program.id : program.isLive;

/** The tag beside the program on air: "Live", "Music until Tasha Greene goes live" or "On air". */
export function onAirTag(status: StreamStatus | undefined): string {
  const onAir = status?.onAir;
  if (onAir?.source === 'live') return 'Live';
  if (onAir?.awaitingLive) return onAir.label ?? 'On air';
  return 'On air';
}
