import type { IcecastTarget } from '../../../platform/icecast-url.ts';
import { TtlCache } from '../../../platform/ttl-cache.ts';

interface IcecastSource {
  listenurl?: string;
  listeners?: number;
}

/**
 * How many listeners Icecast serves on the station's mount, read from its `/status-json.xsl`
 * at most every few seconds (a hundred status requests a second cost Icecast one). When
 * Icecast does not answer, nobody is listening there: the count is 0.
 */
export class IcecastListeners {
  private readonly cache: TtlCache<number>;
  private last = 0;

  constructor(
    private readonly target: IcecastTarget,
    ttlMs = 3000,
  ) {
    this.cache = new TtlCache(ttlMs, 1);
  }

  /** The last count read (0 until the first read). */
  get count(): number {
    return this.last;
  }

  /** Reads the count again when the last read is older than the cache's time. */
  async refresh(): Promise<number> {
    // A failed read counts 0 and is kept like an answer, so a missing Icecast never slows the status.
    this.last = await this.cache.get('count', () => this.read().catch(() => 0));
    return this.last;
  }

  private async read(): Promise<number> {
    const { host, port, mount } = this.target;
    const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/status-json.xsl`, {
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) throw new Error(`Icecast status answered ${res.status}`);
    const body = (await res.json()) as { icestats?: { source?: IcecastSource | IcecastSource[] } };
    const sources = body.icestats?.source ?? [];
    const ours = (Array.isArray(sources) ? sources : [sources]).find((s) => {
      try {
        return new URL(s.listenurl ?? '').pathname === mount;
      } catch {
        return false;
      }
    });
    return Number(ours?.listeners ?? 0);
  }
}
