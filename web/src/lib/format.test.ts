import { describe, expect, it } from 'vitest';
import { formatCount, timeAgo } from './format';

describe('format', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:50Z', 'just now'],
    ['2026-11-22T11:55:00Z', '5 minutes ago'],
    ['2026-11-22T10:00:00Z', 'about 2 hours ago'],
    ['2026-11-20T12:00:00Z', 'about 2 days ago'],
    ['2026-10-01T12:00:00Z', '2 months ago'],
  ])('timeAgo(%s) = %s', (iso, text) => expect(timeAgo(iso, now)).toBe(text));
  it('abbreviates large counts', () => {
    expect([formatCount(999), formatCount(2500), formatCount(45_000)]).toEqual(['999', '2.5K', '45K']);
  });
});
