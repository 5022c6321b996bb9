/**
 * The domain events that cross module boundaries. Each module adds its own events by
 * augmenting this interface next to its code:
 *
 *   declare module '../../platform/bus/events.ts' {
 *     interface DomainEvents { 'thread.created': { threadId: string; authorId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string;
export type EventHandler<E extends EventName> = (payload: DomainEvents[E]) => void | Promise<void>;
