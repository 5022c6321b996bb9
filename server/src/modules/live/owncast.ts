import type { Clock } from '../../platform/time/clock.ts';
/** What Owncast's `GET /api/status` answers (its documented shape; other fields ignored). */
export interface OwncastApiStatus {
  online: boolean;
  viewerCount: number;
  streamTitle: string;
  lastConnectTime: string | null;
}

/**
 * The scale-out adapter: with OWNCAST_URL set, an Owncast server takes the broadcast and /live
 * embeds its player; the station reads Owncast's public status. Answers are kept for 2 s so
 * many pages polling /api/live/status make one request to Owncast.
 */
export function createOwncastClient(baseUrl: string, clock: Clock, opts: { timeoutMs?: number; cacheMs?: number } = {}) {
  const base = baseUrl.replace(/\/+$/, '');
  let cached: { at: number; value: OwncastApiStatus } | null = null;
  let inflight: Promise<OwncastApiStatus> | null = null;

  const fetchStatus = async (): Promise<OwncastApiStatus> => {
    const res = await fetch(`${base}/api/status`, { signal: AbortSignal.timeout(opts.timeoutMs ?? 3000) });
    if (!res.ok) throw new Error(`Owncast answered ${res.status}`);
    const body = (await res.json()) as Partial<Record<keyof OwncastApiStatus, unknown>>;
    return {
      online: body.online === true,
      viewerCount: typeof body.viewerCount === 'number' && body.viewerCount >= 0 ? Math.floor(body.viewerCount) : 0,
      streamTitle: typeof body.streamTitle === 'string' ? body.streamTitle.slice(0, 200) : '',
      lastConnectTime:
        typeof body.lastConnectTime === 'string' && !Number.isNaN(Date.parse(body.lastConnectTime)) ? body.lastConnectTime : null,
    };
  };

  return {
    baseUrl: base,
    /** The page /live embeds. */
    embedUrl: `${base}/embed/video`,
    async status(): Promise<OwncastApiStatus> {
      if (cached && clock.ms() - cached.at < (opts.cacheMs ?? 2000)) return cached.value;
      inflight ??= fetchStatus().finally(() => (inflight = null));
      const value = await inflight;
      cached = { at: clock.ms(), value };
      return value;
    },
  };
}
export type OwncastClient = ReturnType<typeof createOwncastClient>;
