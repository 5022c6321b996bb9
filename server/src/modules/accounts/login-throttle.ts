/**
 * Where the sign-in guard keeps its counts. In memory on one instance; in Redis with expiry when
 * several instances share the work (REDIS_URL, login-store-redis.ts), so they count together.
 */
export interface LoginStore {
  /** Times (ms) of the key's failures within the window, oldest first. */
  failures(key: string, now: number): Promise<number[]>;
  fail(key: string, now: number): Promise<void>;
  clear(key: string): Promise<void>;
  isTrusted(accountKey: string, address: string): Promise<boolean>;
  trust(accountKey: string, address: string): Promise<void>;
}

/** Failed sign-ins kept this long. */
export const WINDOW_MS = 15 * 60_000;
/** Addresses remembered per account as ones that signed in to it. */
export const TRUSTED_PER_ACCOUNT = 20;

/** One instance's view, in a sliding window (docs/decisions/007-per-process-state.md). */
export class MemoryLoginStore implements LoginStore {
  private readonly byKey = new Map<string, number[]>();
  private readonly trusted = new Map<string, Set<string>>();

  async failures(key: string, now: number): Promise<number[]> {
    return this.recent(key, now);
  }

  async fail(key: string, now: number): Promise<void> {
    const list = this.recent(key, now);
    list.push(now);
    this.byKey.set(key, list);
    if (this.byKey.size > 50_000) this.sweep(now);
  }

  async clear(key: string): Promise<void> {
    this.byKey.delete(key);
  }

  async isTrusted(accountKey: string, address: string): Promise<boolean> {
    return this.trusted.get(accountKey)?.has(address) ?? false;
  }

  async trust(accountKey: string, address: string): Promise<void> {
    let set = this.trusted.get(accountKey);
    if (!set) {
      set = new Set();
      this.trusted.set(accountKey, set);
    }
    if (set.size < TRUSTED_PER_ACCOUNT) set.add(address);
    if (this.trusted.size > 100_000) this.trusted.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.byKey.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  }

  private sweep(now: number): void {
    for (const [key, list] of this.byKey) if (list.every((t) => now - t >= WINDOW_MS)) this.byKey.delete(key);
  }
}

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
  constructor(private readonly store: LoginStore = new MemoryLoginStore()) {}

  async check(accountKey: string, address: string, now: number): Promise<LoginVerdict> {
    if ((await this.store.failures(`address:${address}`, now)).length >= ADDRESS_LIMIT) {
      return { ok: false, reason: 'address', retryAfterMs: WINDOW_MS };
    }
    const failures = await this.store.failures(`account:${accountKey}`, now);
    if (failures.length < ACCOUNT_FREE_TRIES || (await this.store.isTrusted(accountKey, address))) return { ok: true };
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures.length - ACCOUNT_FREE_TRIES));
    const wait = (failures.at(-1) ?? 0) + delay - now;
    return wait > 0 ? { ok: false, reason: 'account', retryAfterMs: wait } : { ok: true };
  }

  async failed(accountKey: string, address: string, now: number): Promise<void> {
    await Promise.all([this.store.fail(`address:${address}`, now), this.store.fail(`account:${accountKey}`, now)]);
  }

  /** Clears the key's failures without trusting the address (a second step's codes). */
  async forgive(accountKey: string): Promise<void> {
    await this.store.clear(`account:${accountKey}`);
  }

  async succeeded(accountKey: string, address: string): Promise<void> {
    await Promise.all([this.store.clear(`account:${accountKey}`), this.store.trust(accountKey, address)]);
  }
}
