/**
 * Counts failed sign-ins per key in a sliding window. In memory: one instance's view
 * (docs/decisions/007-per-process-state.md); a shared store slots in behind the same methods.
 */
export class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  count(key: string, now: number): number {
    return this.recent(key, now).length;
  }

  last(key: string, now: number): number | undefined {
    return this.recent(key, now).at(-1);
  }

  fail(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.sweep(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, list] of this.failures) if (list.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
  }
}

const WINDOW_MS = 15 * 60_000;
/** Failures from one address before it is blocked for the window. */
const ADDRESS_LIMIT = 30;
/** Failures on one account before strangers must slow down. */
const ACCOUNT_FREE_TRIES = 5;
const MAX_DELAY_MS = 30_000;

export type LoginVerdict = { ok: true } | { ok: false; reason: 'address' | 'account'; retryAfterMs: number };

/**
 * Stops guessing without locking the owner out (OWASP's advice): an address that fails often
 * is blocked; an account that fails often makes strangers wait longer between tries, while
 * addresses that signed in to it before pass. Every identifier of one account (username,
 * email, any case) shares one counter: the account id.
 */
export class LoginGuard {
  private readonly byAddress = new FailureWindow(WINDOW_MS);
  private readonly byAccount = new FailureWindow(WINDOW_MS);
  private readonly trusted = new Map<string, Set<string>>();

  check(accountKey: string, address: string, now: number): LoginVerdict {
    if (this.byAddress.count(address, now) >= ADDRESS_LIMIT) {
      return { ok: false, reason: 'address', retryAfterMs: WINDOW_MS };
    }
    const failures = this.byAccount.count(accountKey, now);
    if (failures < ACCOUNT_FREE_TRIES || this.trusted.get(accountKey)?.has(address)) return { ok: true };
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_TRIES));
    const wait = (this.byAccount.last(accountKey, now) ?? 0) + delay - now;
    return wait > 0 ? { ok: false, reason: 'account', retryAfterMs: wait } : { ok: true };
  }

  failed(accountKey: string, address: string, now: number): void {
    this.byAddress.fail(address, now);
    this.byAccount.fail(accountKey, now);
  }

  succeeded(accountKey: string, address: string): void {
    this.byAccount.clear(accountKey);
    let set = this.trusted.get(accountKey);
    if (!set) {
      set = new Set();
      this.trusted.set(accountKey, set);
    }
    if (set.size < 20) set.add(address);
    if (this.trusted.size > 100_000) this.trusted.clear();
  }
}
