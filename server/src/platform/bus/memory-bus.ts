import type { EventBus } from './bus.ts';
import type { ClusterEventName, ClusterHandler, EventHandler, EventName } from './events.ts';
import { HandlerSet, reportHandlerError } from './handler-set.ts';

/** The in-process bus: one instance, so cluster events are delivered here too. */
export class MemoryBus implements EventBus {
  private readonly domain: HandlerSet;
  private readonly cluster: HandlerSet;

  constructor(onHandlerError: (name: string, err: unknown) => void = reportHandlerError) {
    this.domain = new HandlerSet(onHandlerError);
    this.cluster = new HandlerSet(onHandlerError);
  }

  publish<E extends EventName>(name: E, payload: Parameters<EventHandler<E>>[0]): Promise<void> {
    return this.domain.deliver(name, payload);
  }

  subscribe<E extends EventName>(name: E, handler: EventHandler<E>): () => void {
    return this.domain.add(name, handler as (p: unknown) => void);
  }

  broadcast<E extends ClusterEventName>(name: E, payload: Parameters<ClusterHandler<E>>[0]): Promise<void> {
    return this.cluster.deliver(name, payload);
  }

  onBroadcast<E extends ClusterEventName>(name: E, handler: ClusterHandler<E>): () => void {
    return this.cluster.add(name, handler as (p: unknown) => void);
  }

  async close(): Promise<void> {
    // Handlers still running (an event published without waiting) finish before the station closes.
    await Promise.all([this.domain.settled(), this.cluster.settled()]);
    this.domain.clear();
    this.cluster.clear();
  }
}
