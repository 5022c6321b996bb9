/**
 * How long until the listener hears what the station is sending now: the audio the browser has
 * received but not yet played. The station pushes "now playing" when a song's first frame goes
 * out, so the page waits this long before it names the new song (within a second of the ear).
 */
export function heardDelayMs(el: Pick<HTMLMediaElement, 'paused' | 'buffered' | 'currentTime' | 'playbackRate'> | null): number {
  if (!el || el.paused || el.buffered.length === 0) return 0;
  const ahead = el.buffered.end(el.buffered.length - 1) - el.currentTime;
  // A stalled or odd buffer never holds the title back for long.
  return (Math.max(0, Math.min(ahead, 30)) * 1000) / (el.playbackRate || 1);
}
