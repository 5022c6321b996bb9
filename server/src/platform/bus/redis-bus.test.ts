import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../config.ts';
import { RedisBus } from './redis-bus.ts';
import { createBus } from './create-bus.ts';
import { MemoryBus } from './memory-bus.ts';

declare module './events.ts' {
  interface ClusterEvents {
    'test.cluster': { n: number };
  }
  interface DomainEvents {
    'test.local': { n: number };
  }
}

const open: RedisBus[] = [];
// Each run talks on its own namespace: the PGlite and PostgreSQL test projects share one Redis.
const namespace = `test-${process.pid}-${Math.random().toString(36).slice(2)}`;
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});
const connect = async () => {
  const bus = await RedisBus.connect(testRedisUrl(), { namespace });
  open.push(bus);
  return bus;
};
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('RedisBus (a real Redis on loopback)', () => {
  it('delivers a cluster event to every instance, the sender included, once each', async () => {
    const [a, b] = [await connect(), await connect()];
    const seenA: number[] = [];
    const seenB: number[] = [];
    a.onBroadcast('test.cluster', ({ n }) => void seenA.push(n));
    b.onBroadcast('test.cluster', ({ n }) => void seenB.push(n));
    await a.broadcast('test.cluster', { n: 7 });
    expect(await until(() => seenA.length === 1 && seenB.length === 1)).toBe(true);
    expect([seenA, seenB]).toEqual([[7], [7]]);
  });

  it('keeps domain events inside their own process', async () => {
    const [a, b] = [await connect(), await connect()];
    const seen: string[] = [];
    a.subscribe('test.local', () => void seen.push('a'));
    b.subscribe('test.local', () => void seen.push('b'));
    await a.publish('test.local', { n: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual(['a']);
  });

  it('refuses to start with an unreachable Redis, naming REDIS_URL', async () => {
    await expect(createBus({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/Cannot connect to Redis \(REDIS_URL\)/);
  });

  it('uses the in-process bus when no Redis is configured', async () => {
    const bus = await createBus({ redisUrl: undefined });
    expect(bus).toBeInstanceOf(MemoryBus);
    await bus.close();
  });
});
