import type { StreamQuality } from '@selah/contracts/live';
import { translate } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

/** The stream's real quality ("720p · 30 fps · 2,480 kbps"), or null when nothing is known yet. */
export function qualityLabel(q: StreamQuality | null | undefined): string | null {
  if (!q) return null;
  const parts: string[] = [];
  if (q.height) parts.push(`${q.height}p`);
  if (q.fps) parts.push(translate('live.quality.fps', { fps: Math.round(q.fps) }));
  if (q.bitrateKbps) parts.push(translate('live.quality.kbps', { kbps: q.bitrateKbps.toLocaleString(intlLocale()) }));
  return parts.length ? parts.join(' · ') : null;
}
