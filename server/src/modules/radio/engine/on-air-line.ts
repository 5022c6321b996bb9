import { radioMessages, type StreamStatus } from '@selah/contracts/radio';

type Program = NonNullable<StreamStatus['onAir']['program']>;

export interface OnAirFacts {
  /** A person is on air at the live source. */
  live: boolean;
  /** The live source's show name (its ice-name, or "<station> Live"), when a person is on air. */
  liveShow: string | null;
  /** The schedule's program of this minute (a one-off replaces the weekly one it overlaps), or undefined. */
  program: Program | undefined;
  /** A pre-recorded program's file (or a replayed show) is on air now. */
  recording?: boolean;
}

/**
 * What is on air, said one way for every page: a person at the live source is "Live" (under the
 * program's name when the schedule has a live show now, else under the show's own name); a live
 * program with nobody connected is the AutoDJ's music until its host goes live; any other program
 * is on air as the AutoDJ plays it.
 */
export function onAirLine({ live, liveShow, program, recording = false }: OnAirFacts): StreamStatus['onAir'] {
  const scheduled = program ? { ...program } : null;
  if (live) {
    const title = program?.plays === 'live' ? program.title : (liveShow ?? program?.title ?? 'Live');
    return { source: 'live', program: scheduled, recording: false, awaitingLive: false, title, label: radioMessages.onAirLive(title) };
  }
  if (program?.plays === 'live') {
    return {
      source: 'autodj',
      program: scheduled,
      recording: false,
      awaitingLive: true,
      title: program.title,
      label: radioMessages.onAirMusicUntil(program.host || program.title),
    };
  }
  if (program)
    return {
      source: 'autodj',
      program: scheduled,
      recording,
      awaitingLive: false,
      title: program.title,
      label: radioMessages.onAirProgram(program.title),
    };
  return { source: 'autodj', program: null, recording: false, awaitingLive: false, title: null, label: null };
}
