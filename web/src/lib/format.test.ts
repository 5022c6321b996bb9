import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/locale';
import { formatClock, formatCount, formatMoney, timeAgo } from './format';

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
  it('speaks Spanish when the interface does', async () => {
    await setLocale('es', { remember: false });
    try {
      expect(timeAgo('2026-11-22T11:59:50Z', now)).toBe('justo ahora');
      expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('hace 5 minutos');
      expect(formatMoney(1234500)).toMatch(/^\$?\s?12[,.]345/);
      expect(formatClock('2026-11-22T15:05:00')).toMatch(/3:05\s?p\.\s?m\./);
    } finally {
      await setLocale('en', { remember: false });
    }
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
  });
});
