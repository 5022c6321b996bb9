import type * as ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { lazyPackage } from '../lazy-package.ts';

// Loaded only by a station with REDIS_URL (decision 012).
const loadIoredis = lazyPackage<typeof ioredis>('ioredis');
import type { EventBus } from './bus.ts';
import type { ClusterEventName, ClusterHandler, EventHandler, EventName } from './events.ts';
import { HandlerSet, reportHandlerError } from './handler-set.ts';

/**
 * REDIS_URL set: domain events stay in this process, cluster events travel through Redis
 * pub/sub so every instance (this one included) hears them once.
 */
export class RedisBus implements EventBus {
  private readonly domain: HandlerSet;
  private readonly cluster: HandlerSet;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly prefix: string;

  private constructor(url: string, namespace: string, onHandlerError: (name: string, err: unknown) => void) {
    this.prefix = `${namespace}:bus:`;
    this.domain = new HandlerSet(onHandlerError);
    this.cluster = new HandlerSet(onHandlerError);
    const options = { maxRetriesPerRequest: 3, lazyConnect: true };
    const { Redis: RedisClient } = loadIoredis();
    this.pub = new RedisClient(url, options);
    this.sub = new RedisClient(url, options);
    this.sub.on('pmessage', (_pattern: string, channel: string, text: string) => {
      void this.cluster.deliver(channel.slice(this.prefix.length), JSON.parse(text));
    });
    // ioredis reconnects by itself; a dropped connection is logged, not thrown at a caller.
    for (const c of [this.pub, this.sub]) c.on('error', (err: Error) => console.warn(`Redis: ${err.message}`));
  }

  /**
   * Connects both connections; a wrong REDIS_URL stops the start with a readable message.
   * Instances of one station share a namespace; another station on the same Redis uses its own.
   */
  static async connect(url: string, opts: { namespace?: string; onHandlerError?: typeof reportHandlerError } = {}): Promise<RedisBus> {
    const bus = new RedisBus(url, opts.namespace ?? 'selah', opts.onHandlerError ?? reportHandlerError);
    try {
      await Promise.all([bus.pub.connect(), bus.sub.connect()]);
      await bus.sub.psubscribe(`${bus.prefix}*`);
    } catch (err) {
      bus.pub.disconnect();
      bus.sub.disconnect();
      throw new Error(`Cannot connect to Redis (REDIS_URL): ${err instanceof Error ? err.message : String(err)}`);
    }
    return bus;
  }

  publish<E extends EventName>(name: E, payload: Parameters<EventHandler<E>>[0]): Promise<void> {
    return this.domain.deliver(name, payload);
  }

  subscribe<E extends EventName>(name: E, handler: EventHandler<E>): () => void {
    return this.domain.add(name, handler as (p: unknown) => void);
  }

  async broadcast<E extends ClusterEventName>(name: E, payload: Parameters<ClusterHandler<E>>[0]): Promise<void> {
    await this.pub.publish(`${this.prefix}${name}`, JSON.stringify(payload));
  }

  onBroadcast<E extends ClusterEventName>(name: E, handler: ClusterHandler<E>): () => void {
    return this.cluster.add(name, handler as (p: unknown) => void);
  }

  async close(): Promise<void> {
    // Handlers still running (an event published without waiting) finish before the station closes.
    await Promise.all([this.domain.settled(), this.cluster.settled()]);
    this.domain.clear();
    this.cluster.clear();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
