import { describe, expect, it } from 'vitest';
import { WorkLimit } from './concurrency.ts';

describe('WorkLimit', () => {
  it('runs at most `running` at once, queues `waiting` more, and refuses the rest at once', async () => {
    const limit = new WorkLimit(2, 1);
    let active = 0;
    let peak = 0;
    const release: Array<() => void> = [];
    const job = () =>
      limit.run(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise<void>((r) => release.push(r));
        active--;
        return 'done';
      });
    const runs = [job(), job(), job(), job()];
    await new Promise((r) => setTimeout(r, 10));
    expect(release).toHaveLength(2);
    expect(await runs[3]).toBeNull();
    release.splice(0).forEach((r) => r());
    await new Promise((r) => setTimeout(r, 10));
    release.splice(0).forEach((r) => r());
    expect(await Promise.all(runs.slice(0, 3))).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
  });
});
