import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { TRUSTED_PER_ACCOUNT, WINDOW_MS, type LoginStore } from './login-throttle.ts';

/** Trusted addresses are remembered this long after the last sign-in from them. */
const TRUSTED_MS = 30 * 24 * 60 * 60_000;

/**
 * The sign-in guard's counts in Redis, shared by every instance: each key's failures are a
 * sorted set of times that expires with the window; trusted addresses a set per account.
 */
export class RedisLoginStore implements LoginStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(kind: string, key: string): string {
    return `${this.prefix}:login:${kind}:${key}`;
  }

  async failures(key: string, now: number): Promise<number[]> {
    const k = this.key('fail', key);
    const [, scores] = await Promise.all([
      this.redis.zremrangebyscore(k, '-inf', now - WINDOW_MS),
      this.redis.zrangebyscore(k, now - WINDOW_MS + 1, '+inf', 'WITHSCORES'),
    ]);
    return scores.filter((_, i) => i % 2 === 1).map(Number);
  }

  async fail(key: string, now: number): Promise<void> {
    const k = this.key('fail', key);
    // Two failures in the same millisecond (two instances) are two members.
    await this.redis
      .multi()
      .zadd(k, now, `${now}:${crypto.randomBytes(4).toString('hex')}`)
      .pexpire(k, WINDOW_MS)
      .exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key('fail', key));
  }

  async isTrusted(accountKey: string, address: string): Promise<boolean> {
    return (await this.redis.sismember(this.key('trusted', accountKey), address)) === 1;
  }

  async trust(accountKey: string, address: string): Promise<void> {
    const k = this.key('trusted', accountKey);
    if ((await this.redis.scard(k)) < TRUSTED_PER_ACCOUNT) await this.redis.sadd(k, address);
    await this.redis.pexpire(k, TRUSTED_MS);
  }
}
