import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every server source file outside the tests. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const server = path.resolve(import.meta.dirname, '../..');
const text = sources(server).map((f) => fs.readFileSync(f, 'utf8'));
const names = (re: RegExp) => new Set(text.flatMap((t) => [...t.matchAll(re)].map((m) => m[1]!)));

describe('domain events', () => {
  it('every event a module publishes is heard by another (none is shouted into the void)', () => {
    const published = names(/bus\.publish\(\s*'([^']+)'/g);
    const heard = names(/\.subscribe\(\s*'([^']+)'/g);
    expect(published.size).toBeGreaterThan(5);
    expect([...published].filter((n) => !heard.has(n))).toEqual([]);
  });
});
