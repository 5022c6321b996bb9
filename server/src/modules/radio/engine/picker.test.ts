import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../platform/time/clock.ts';
import { TrackPicker, type PickerRules, type PlayableTrack, type Rotation } from './picker.ts';

const song = (id: string, artist: string): PlayableTrack => ({ id, path: `/music/${id}.mp3`, title: id, artist, art: null });
const rules = (r: Partial<PickerRules>): PickerRules => ({
  songGapMinutes: 0,
  artistGapMinutes: 0,
  jingleEverySongs: 0,
  jingleTopOfHour: false,
  ...r,
});
const minutes = (n: number) => n * 60_000;

/** Picks `n` songs, the clock moving `gap` minutes before each. */
function run(picker: TrackPicker, clock: ReturnType<typeof fixedClock>, rotation: Rotation, n: number, gap = 4) {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(picker.next(rotation)!.id);
    clock.advance(minutes(gap));
  }
  return out;
}

describe('TrackPicker', () => {
  it('plays an ordered playlist in its order, again and again', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    const picker = new TrackPicker(clock.now);
    const rotation: Rotation = { playlist: 'p', mode: 'ordered', tracks: [song('a', 'X'), song('b', 'Y'), song('c', 'Z')] };
    expect(run(picker, clock, rotation, 7)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('never plays an artist again within M minutes when another artist can play', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    const picker = new TrackPicker(clock.now, undefined, () => 0.999); // the shuffle keeps the list's order
    const tracks = [song('a1', 'Anna'), song('a2', 'Anna'), song('b1', 'Choir'), song('b2', 'Choir'), song('c1', 'Reyes')];
    const picked = run(picker, clock, { playlist: 'p', tracks, rules: rules({ artistGapMinutes: 6 }) }, 5);
    const artists = picked.map((id) => id[0]);
    // Songs 4 minutes apart: the same artist never twice in a row.
    for (let i = 1; i < artists.length; i++) expect(artists[i], picked.join()).not.toBe(artists[i - 1]);
  });

  it('keeps a song off the air for N minutes, across the end of the rotation', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    let flip = 0;
    // Every reshuffle puts the last song first, which would repeat it at once without the rule.
    const picker = new TrackPicker(clock.now, undefined, () => (flip++ % 2 ? 0 : 0.999));
    const tracks = [song('a', 'A'), song('b', 'B'), song('c', 'C')];
    const picked = run(picker, clock, { playlist: 'p', tracks, rules: rules({ songGapMinutes: 10 }) }, 9);
    for (let i = 0; i < picked.length; i++) {
      // 10 minutes at 4 minutes a song: the same song never within the next two picks.
      expect(picked.slice(i + 1, i + 3), picked.join()).not.toContain(picked[i]);
    }
  });

  it('plays a jingle every N songs', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    const picker = new TrackPicker(clock.now);
    const rotation: Rotation = {
      playlist: 'p',
      mode: 'ordered',
      tracks: [song('a', 'A'), song('b', 'B'), song('c', 'C')],
      jingles: [song('id1', 'Station'), song('id2', 'Station')],
      rules: rules({ jingleEverySongs: 2 }),
    };
    expect(run(picker, clock, rotation, 8, 1)).toEqual(['a', 'b', 'id1', 'c', 'a', 'id2', 'b', 'c']);
  });

  it('plays a jingle at the first pick of each new hour, in the station hour it is given', () => {
    const clock = fixedClock('2026-11-23T10:50:00Z');
    const picker = new TrackPicker(clock.now);
    const base = { playlist: 'p', mode: 'ordered' as const, tracks: [song('a', 'A'), song('b', 'B')], jingles: [song('id', 'S')] };
    const at = (hour: string) => ({ ...base, hour, rules: rules({ jingleTopOfHour: true }) });
    expect(picker.next(at('2026-11-23T04'))!.id).toBe('a');
    expect(picker.next(at('2026-11-23T04'))!.id).toBe('b');
    expect(picker.next(at('2026-11-23T05'))!.id).toBe('id');
    expect(picker.next(at('2026-11-23T05'))!.id).toBe('a');
    // Without the rule, the new hour plays a song.
    expect(picker.next({ ...base, hour: '2026-11-23T06', rules: rules({}) })!.id).toBe('b');
  });

  it('starts the new program’s playlist at once, and drops songs taken out of the list', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    const picker = new TrackPicker(clock.now);
    const morning: Rotation = { playlist: 'morning', mode: 'ordered', tracks: [song('a', 'A'), song('b', 'B'), song('c', 'C')] };
    expect(picker.next(morning)!.id).toBe('a');
    expect(picker.next({ playlist: 'evening', mode: 'ordered', tracks: [song('x', 'X'), song('y', 'Y')] })!.id).toBe('x');
    expect(picker.next({ ...morning, tracks: [song('a', 'A'), song('c', 'C')] })!.id).toBe('a');
    expect(picker.next({ ...morning, tracks: [song('a', 'A'), song('c', 'C')] })!.id).toBe('c');
    expect(picker.next({ playlist: 'empty', tracks: [] })).toBeNull();
  });
});
