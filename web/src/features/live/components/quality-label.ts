import type { StreamQuality } from '@selah/contracts/live';

/** The stream's real quality ("720p · 30 fps · 2,480 kbps"), or null when nothing is known yet. */
export function qualityLabel(q: StreamQuality | null | undefined): string | null {
  if (!q) return null;
  const parts: string[] = [];
  if (q.height) parts.push(`${q.height}p`);
  if (q.fps) parts.push(`${Math.round(q.fps)} fps`);
  if (q.bitrateKbps) parts.push(`${q.bitrateKbps.toLocaleString('en-US')} kbps`);
  return parts.length ? parts.join(' · ') : null;
}
