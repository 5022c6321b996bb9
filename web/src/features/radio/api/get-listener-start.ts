import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { heardAtDelayMs, heardDelayMs } from '../player/heard-delay';
import { playerElement, playingStreamKey } from '../player/player-store';

let known: { key: string; start: Promise<number | null> } | null = null;

/** Where on the broadcast's clock this page's stream connection began (asked once per connection), or null. */
export function getListenerStart(key: string): Promise<number | null> {
  if (known?.key !== key) {
    const start = call(radioApi.listenerStart, { params: { key } })
      .then((r) => r.startMs)
      .catch(() => null);
    known = { key, start };
    // A connection not yet registered (the request raced the page) is asked again next time.
    void start.then((s) => {
      if (s === null && known?.key === key) known = null;
    });
  }
  return known.start;
}

/**
 * How long until this listener hears what the station began sending at `onAirSinceMs`: from where
 * their own stream began when the station knows it, else from the element's buffer.
 */
export async function heardInMs(onAirSinceMs: number): Promise<number> {
  const key = playingStreamKey();
  const start = key ? await getListenerStart(key) : null;
  return start === null ? heardDelayMs(playerElement()) : heardAtDelayMs(playerElement(), onAirSinceMs - start);
}
