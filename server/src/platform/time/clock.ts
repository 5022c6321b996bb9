/** A timer on a clock; `cancel` stops it from running. */
export interface ClockTimer {
  cancel(): void;
}

/**
 * What time it is, and waiting on it. Services take a clock so tests move time instead of waiting
 * for it: the station's clock is the system's; a test's is moved by hand and runs the timers that
 * fall due as it moves.
 */
export interface Clock {
  now(): Date;
  /** Milliseconds since 1970 on this clock (for arithmetic; `now()` for dates). */
  ms(): number;
  /** Runs `fn` once `ms` have passed on this clock. Does not keep the process alive. */
  after(ms: number, fn: () => void): ClockTimer;
}

export const systemClock: Clock = {
  now: () => new Date(),
  ms: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

export type TestClock = Clock & {
  /** Jumps to `t` (forwards or back); timers due by then run, in order. */
  set(t: Date | string): void;
  /** Moves forwards by `ms`; timers due by then run, in order. */
  advance(ms: number): void;
};

/** A clock a test moves by hand: time stands still until `advance` or `set`. */
export function fixedClock(start: Date | string): TestClock {
  let t = new Date(start).getTime();
  let timers: Array<{ at: number; fn: () => void; seq: number }> = [];
  let seq = 0;
  const runDue = () => {
    for (;;) {
      const due = timers.filter((x) => x.at <= t).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) return;
      timers = timers.filter((x) => x !== due);
      due.fn();
    }
  };
  return {
    now: () => new Date(t),
    ms: () => t,
    after(ms, fn) {
      const timer = { at: t + ms, fn, seq: seq++ };
      timers.push(timer);
      return { cancel: () => (timers = timers.filter((x) => x !== timer)) };
    },
    set(next) {
      t = new Date(next).getTime();
      runDue();
    },
    advance(ms) {
      t += ms;
      runDue();
    },
  };
}
