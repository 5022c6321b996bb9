import { describe, expect, it } from 'vitest';
import { heardAtDelayMs, heardDelayMs } from './heard-delay';

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

describe('when the listener hears a change that begins at a point of their own stream', () => {
  it('is that point less where the element plays now, at its rate', () => {
    expect(heardAtDelayMs(element({ currentTime: 10 }), 12_500)).toBe(2500);
    expect(heardAtDelayMs(element({ currentTime: 10, playbackRate: 2 }), 12_000)).toBe(1000);
  });

  it('is now when the change is already heard or nothing plays, and never more than 30 s', () => {
    expect(heardAtDelayMs(element({ currentTime: 10 }), 4000)).toBe(0);
    expect(heardAtDelayMs(element({ paused: true, currentTime: 10 }), 12_000)).toBe(0);
    expect(heardAtDelayMs(null, 12_000)).toBe(0);
    expect(heardAtDelayMs(element({ currentTime: 0 }), 300_000)).toBe(30_000);
  });
});
