import type { StreamStatus } from '@selah/contracts/radio';

export interface OnAirFacts {
  /** A person is on air at the live source. */
  live: boolean;
  /** The live source's show name (its ice-name, or "<station> Live"), when a person is on air. */
  liveShow: string | null;
  /** The schedule's program of this hour, or undefined. */
  program: { title: string; host: string; plays: 'autodj' | 'replay' | 'live' } | undefined;
}

/**
 * What is on air, said one way for every page: a person at the live source is "Live" (under the
 * program's name when the schedule has a live show now, else under the show's own name); a live
 * program with nobody connected is the AutoDJ's music until its host goes live; any other program
 * is on air as the AutoDJ plays it.
 */
export function onAirLine({ live, liveShow, program }: OnAirFacts): StreamStatus['onAir'] {
  const scheduled = program ? { title: program.title, host: program.host, plays: program.plays } : null;
  if (live) {
    const title = program?.plays === 'live' ? program.title : (liveShow ?? program?.title ?? 'Live');
    return { source: 'live', program: scheduled, awaitingLive: false, title, label: `Live · ${title}` };
  }
  if (program?.plays === 'live') {
    return {
      source: 'autodj',
      program: scheduled,
      awaitingLive: true,
      title: program.title,
      label: `Music until ${program.host || program.title} goes live`,
    };
  }
  if (program)
    return { source: 'autodj', program: scheduled, awaitingLive: false, title: program.title, label: `On air · ${program.title}` };
  return { source: 'autodj', program: null, awaitingLive: false, title: null, label: null };
}
