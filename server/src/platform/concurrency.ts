/**
 * Bounds how much of one kind of heavy work (image decoding) runs at once. Callers beyond
 * `running` wait in a queue of at most `waiting`; past that they are refused at once, so a
 * burst cannot pile up memory.
 */
export class WorkLimit {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Runs `work` when a slot is free; answers null when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) return null;
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Waits for `promise` to settle, or `ms` at most. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
