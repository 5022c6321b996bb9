import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once per key within the ttl, shares concurrent loads, and loads again after it or a clear', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a failed load and keeps at most maxEntries', async () => {
    const cache = new TtlCache<number>(1000, 2, () => 0);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 5)).toBe(5);
    await cache.get('y', async () => 6);
    await cache.get('z', async () => 7);
    expect(await cache.get('x', async () => 8)).toBe(8);
  });
});
