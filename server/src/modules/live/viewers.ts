/**
 * Who is watching: distinct clients (address and browser) that fetched the HLS playlist or a
 * segment recently. A player asks for the playlist every segment (2 s), so a viewer who
 * closed the page drops out of the count within the window.
 */
export class ViewerTracker {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  touch(client: string): void {
    this.seen.set(client, this.now());
    if (this.seen.size > 50_000) this.prune();
  }

  count(): number {
    this.prune();
    return this.seen.size;
  }

  clear(): void {
    this.seen.clear();
  }

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    for (const [client, at] of this.seen) if (at < cutoff) this.seen.delete(client);
  }
}
