import { describe, expect, it, vi } from 'vitest';
import { MemoryBus } from './memory-bus.ts';

declare module './events.ts' {
  interface DomainEvents {
    'test.ping': { n: number };
  }
}

describe('MemoryBus', () => {
  it('delivers to every subscriber and stops after unsubscribe', async () => {
    const bus = new MemoryBus();
    const seen: number[] = [];
    const off = bus.subscribe('test.ping', ({ n }) => {
      seen.push(n);
    });
    bus.subscribe('test.ping', ({ n }) => {
      seen.push(n * 10);
    });
    await bus.publish('test.ping', { n: 1 });
    off();
    await bus.publish('test.ping', { n: 2 });
    expect(seen.sort((a, b) => a - b)).toEqual([1, 10, 20]);
  });

  it('isolates a failing subscriber from the others and the publisher', async () => {
    const errors = vi.fn();
    const bus = new MemoryBus(errors);
    const seen: number[] = [];
    bus.subscribe('test.ping', () => {
      throw new Error('boom');
    });
    bus.subscribe('test.ping', ({ n }) => {
      seen.push(n);
    });
    await expect(bus.publish('test.ping', { n: 3 })).resolves.toBeUndefined();
    expect(seen).toEqual([3]);
    expect(errors).toHaveBeenCalledWith('test.ping', expect.any(Error));
  });

  it('closes only once a handler still running has finished (the station closes its database after)', async () => {
    const bus = new MemoryBus();
    let release!: () => void;
    let finished = false;
    bus.subscribe('test.ping', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    void bus.publish('test.ping', { n: 4 }); // published without waiting, as a poller does
    let closed = false;
    const closing = bus.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
  });
});
