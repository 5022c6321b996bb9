/**
 * The bus carries two kinds of events; pushes to browsers are a third channel on top
 * (platform/push). Each module declares its events next to its code by augmenting one of
 * these interfaces:
 *
 *   declare module '../../platform/bus/events.ts' {
 *     interface DomainEvents { 'thread.created': { threadId: string; authorId: string } }
 *   }
 *
 * - DomainEvents stay inside one process: a module tells the others of this instance what
 *   happened (a reply was posted), and they react (notify the author).
 * - ClusterEvents reach every instance (through Redis when REDIS_URL is set): state that
 *   each instance must learn, such as a message for the sockets it holds.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClusterEvents {}

export type EventName = keyof DomainEvents & string;
export type EventHandler<E extends EventName> = (payload: DomainEvents[E]) => void | Promise<void>;
export type ClusterEventName = keyof ClusterEvents & string;
export type ClusterHandler<E extends ClusterEventName> = (payload: ClusterEvents[E]) => void | Promise<void>;
