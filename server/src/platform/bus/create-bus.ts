import type { EventBus } from './bus.ts';
import { MemoryBus } from './memory-bus.ts';
import { RedisBus } from './redis-bus.ts';

/** The bus the configuration asks for: Redis when REDIS_URL is set, in-process otherwise. */
export async function createBus(config: { redisUrl: string | undefined; redisNamespace?: string }): Promise<EventBus> {
  return config.redisUrl ? RedisBus.connect(config.redisUrl, { namespace: config.redisNamespace ?? 'selah' }) : new MemoryBus();
}
