type AnyHandler = (payload: unknown) => void | Promise<void>;

/**
 * Named handler sets. A failing handler is reported and never breaks the publisher or the
 * other handlers: the write that emitted the event has already happened.
 */
export class HandlerSet {
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly onHandlerError: (name: string, err: unknown) => void) {}

  add(name: string, handler: AnyHandler): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  async deliver(name: string, payload: unknown): Promise<void> {
    const set = this.handlers.get(name);
    if (!set) return;
    const delivery = Promise.all(
      [...set].map(async (handler) => {
        try {
          await handler(payload);
        } catch (err) {
          this.onHandlerError(name, err);
        }
      }),
    ).then(() => undefined);
    this.inFlight.add(delivery);
    try {
      await delivery;
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  /**
   * Resolves once no handler is running (one a handler's own event started included): a closing
   * station lets them finish before its database closes.
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  clear(): void {
    this.handlers.clear();
  }
}

export function reportHandlerError(name: string, err: unknown): void {
  console.error(`Event handler for "${name}" failed:`, err instanceof Error ? err.message : err);
}
