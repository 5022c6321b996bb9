import { describe, expect, it } from 'vitest';
import { startMinuteOf } from './program-by-name.ts';

describe("a program's time as the original client wrote it", () => {
  it('reads the times the schedule shows', () => {
    expect(startMinuteOf('6:00 AM')).toBe(360);
    expect(startMinuteOf('6 PM')).toBe(18 * 60);
    expect(startMinuteOf('12:30 am')).toBe(30);
    expect(startMinuteOf('12:00 PM - 3:00 PM')).toBe(720);
    expect(startMinuteOf('18:30')).toBe(18 * 60 + 30);
    expect(startMinuteOf('soon')).toBeNull();
    expect(startMinuteOf('13:00 PM')).toBeNull();
  });
});
