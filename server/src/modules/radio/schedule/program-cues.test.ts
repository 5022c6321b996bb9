import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../platform/time/clock.ts';
import { nextCue, ProgramCues, type Cue } from './program-cues.ts';
import type { ProgramRow } from '../radio.repo.ts';

const tz = 'America/Chicago';
const row = (over: Partial<ProgramRow>): ProgramRow => ({
  id: over.title ?? 'p',
  weekday: 6,
  startMinute: 450,
  requestsAllowed: true,
  endMinute: 495,
  title: 'Program',
  host: 'Host',
  description: '',
  category: 'talk',
  plays: 'autodj',
  playlist: 'worship',
  playlistId: null,
  onDate: null,
  trackId: null,
  ...over,
});

describe('the starts of pre-recorded programs and replays', () => {
  // Saturday 28 November 2026, 07:00 in Chicago.
  const now = new Date('2026-11-28T13:00:00Z');

  it('finds the next program with a file, or a replay with a recording kept; nothing for a replay without one', () => {
    const sermon = row({ title: 'Sermon', trackId: '00000000-0000-4000-8000-000000000001' });
    const replay = row({ title: "Wake Up Y'all (replay)", plays: 'replay', startMinute: 420, endMinute: 440 });
    expect(nextCue([sermon], tz, now)).toMatchObject({ program: { title: 'Sermon' }, startsAt: new Date('2026-11-28T13:30:00Z') });
    // The replay starts now (07:00): with its recording kept it plays; without, only the sermon's file does.
    expect(nextCue([sermon, replay], tz, now, undefined, () => true)).toMatchObject({ program: { title: replay.title }, trackId: null });
    expect(nextCue([sermon, replay], tz, now, undefined, () => false)?.program.title).toBe('Sermon');
    // A one-off over the sermon that day: its file does not play that day, but next Saturday's does.
    const special = row({ title: 'Special', onDate: '2026-11-28', startMinute: 420, endMinute: 540 });
    expect(nextCue([sermon, special], tz, now)).toMatchObject({ startsAt: new Date('2026-12-05T13:30:00Z') });
  });

  it('plays each start once, on the clock, and plans the next', () => {
    const clock = fixedClock('2026-11-28T13:29:00Z');
    const played: Cue[] = [];
    const cues = new ProgramCues({ clock, zone: () => tz, play: (c) => played.push(c) });
    cues.plan([row({ title: 'Sermon', trackId: '00000000-0000-4000-8000-000000000001' })]);
    clock.set('2026-11-28T13:29:59Z');
    expect(played).toHaveLength(0);
    clock.set('2026-11-28T13:30:00Z');
    expect(played.map((c) => c.startsAt.toISOString())).toEqual(['2026-11-28T13:30:00.000Z']);
    clock.set('2026-12-05T13:30:00Z');
    expect(played).toHaveLength(2);
    cues.stop();
  });
});
