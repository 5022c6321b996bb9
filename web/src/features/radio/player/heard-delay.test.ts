import { describe, expect, it } from 'vitest';
import { heardDelayMs } from './heard-delay';

const element = (o: { paused?: boolean; ranges?: Array<[number, number]>; currentTime: number; playbackRate?: number }) => ({
  paused: o.paused ?? false,
  currentTime: o.currentTime,
  playbackRate: o.playbackRate ?? 1,
  buffered: {
    length: (o.ranges ?? []).length,
    start: (i: number) => o.ranges![i]![0],
    end: (i: number) => o.ranges![i]![1],
  } as TimeRanges,
});

describe('when the listener hears a change the station sends now', () => {
  it('is the audio received but not yet played, from the last buffered range', () => {
    expect(heardDelayMs(element({ currentTime: 10, ranges: [[0, 12.5]] }))).toBe(2500);
    expect(
      heardDelayMs(
        element({
          currentTime: 40,
          ranges: [
            [0, 5],
            [38, 41],
          ],
        }),
      ),
    ).toBe(1000);
    expect(heardDelayMs(element({ currentTime: 10, ranges: [[0, 12]], playbackRate: 2 }))).toBe(1000);
  });

  it('is now when nothing plays, nothing is buffered, or the buffer is behind', () => {
    expect(heardDelayMs(null)).toBe(0);
    expect(heardDelayMs(element({ paused: true, currentTime: 10, ranges: [[0, 12]] }))).toBe(0);
    expect(heardDelayMs(element({ currentTime: 10 }))).toBe(0);
    expect(heardDelayMs(element({ currentTime: 13, ranges: [[0, 12]] }))).toBe(0);
  });

  it('never holds the title back more than 30 s', () => {
    expect(heardDelayMs(element({ currentTime: 0, ranges: [[0, 300]] }))).toBe(30_000);
  });
});
