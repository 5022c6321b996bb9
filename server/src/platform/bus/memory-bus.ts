import type { EventBus } from './bus.ts';
import type { EventHandler, EventName } from './events.ts';

type AnyHandler = (payload: unknown) => void | Promise<void>;

/**
 * The in-process bus. A failing subscriber is reported and never breaks the publisher
 * or the other subscribers: the write that emitted the event has already happened.
 */
export class MemoryBus implements EventBus {
  private readonly handlers = new Map<string, Set<AnyHandler>>();

  constructor(private readonly onHandlerError: (name: string, err: unknown) => void = defaultOnError) {}

  async publish<E extends EventName>(name: E, payload: Parameters<EventHandler<E>>[0]): Promise<void> {
    const set = this.handlers.get(name);
    if (!set) return;
    await Promise.all(
      [...set].map(async (handler) => {
        try {
          await handler(payload);
        } catch (err) {
          this.onHandlerError(name, err);
        }
      }),
    );
  }

  subscribe<E extends EventName>(name: E, handler: EventHandler<E>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    const h = handler as AnyHandler;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

function defaultOnError(name: string, err: unknown): void {
  console.error(`Event handler for "${name}" failed:`, err instanceof Error ? err.message : err);
}
