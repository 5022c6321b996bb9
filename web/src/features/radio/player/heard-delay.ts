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

/**
 * How long until the listener hears a change that begins `atMs` into their own stream (the
 * station's `onAirSinceMs` less where this connection's stream began): the element plays its
 * stream from 0, so the change is heard when currentTime reaches it. Exact where the buffer is not:
 * a browser holds audio it has received but not yet parsed, which `buffered` does not count.
 */
export function heardAtDelayMs(el: Pick<HTMLMediaElement, 'paused' | 'currentTime' | 'playbackRate'> | null, atMs: number): number {
  if (!el || el.paused) return 0;
  const ahead = atMs - el.currentTime * 1000;
  return Math.max(0, Math.min(ahead, 30_000)) / (el.playbackRate || 1);
}
