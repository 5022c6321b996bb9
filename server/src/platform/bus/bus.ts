import type { EventHandler, EventName, DomainEvents } from './events.ts';

/** Publish/subscribe between modules. In-process by default; Redis for several instances. */
export interface EventBus {
  publish<E extends EventName>(name: E, payload: DomainEvents[E]): Promise<void>;
  /** Returns a function that removes the subscription. */
  subscribe<E extends EventName>(name: E, handler: EventHandler<E>): () => void;
  close(): Promise<void>;
}
