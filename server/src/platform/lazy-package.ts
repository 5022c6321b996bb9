import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * An npm package that only some stations or some requests need (Stripe, SMTP, image and PDF
 * work…), loaded on first use instead of at start: each costs 10-25 MB resident once loaded
 * (decision 012). Node caches it after the first call.
 */
export function lazyPackage<T>(name: string): () => T {
  return () => require(name) as T;
}
