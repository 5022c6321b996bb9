import type { ClusterEventName, ClusterEvents, ClusterHandler, DomainEvents, EventHandler, EventName } from './events.ts';

/** Events between modules (in this process) and between instances (cluster-wide). */
export interface EventBus {
  /** A domain event for the modules of this instance. */
  publish<E extends EventName>(name: E, payload: DomainEvents[E]): Promise<void>;
  /** Returns a function that removes the subscription. */
  subscribe<E extends EventName>(name: E, handler: EventHandler<E>): () => void;
  /** A cluster event: every instance's handlers hear it, this one's included. */
  broadcast<E extends ClusterEventName>(name: E, payload: ClusterEvents[E]): Promise<void>;
  onBroadcast<E extends ClusterEventName>(name: E, handler: ClusterHandler<E>): () => void;
  close(): Promise<void>;
}
