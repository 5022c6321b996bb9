import type * as ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { lazyPackage } from './lazy-package.ts';

// Loaded only by a station with REDIS_URL (decision 012).
const loadIoredis = lazyPackage<typeof ioredis>('ioredis');

/**
 * The shared counters' connection (rate limits, the login guard) when REDIS_URL is set. A wrong
 * URL stops the start with a readable message; a connection lost later is logged and retried by
 * ioredis, and callers decide how to fail (rate limits let requests through meanwhile).
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new (loadIoredis().Redis)(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', (err: Error) => console.warn(`Redis: ${err.message}`));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis (REDIS_URL): ${err instanceof Error ? err.message : String(err)}`);
  }
  return redis;
}
