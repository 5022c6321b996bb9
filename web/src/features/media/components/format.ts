import { intlLocale } from '@/lib/format';

/** Spec §9: durations read m:ss, or h:mm:ss from an hour. */
export function formatDuration(seconds: number): string {
  const t = Math.max(0, Math.round(seconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = String(t % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric' });

/** Where in a recording (a chapter, a cue): the second it starts, m:ss or h:mm:ss. */
export const formatClock = (seconds: number) => formatDuration(Math.floor(seconds));
