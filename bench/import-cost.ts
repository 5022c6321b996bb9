// What the compiled server imports when it starts, and what each npm package costs on its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The packages server/dist/main.js imports at start (static imports) and at first use (import()). */
export function bundleImports(root: string): { atStart: string[]; atFirstUse: string[] } {
  const code = fs.readFileSync(path.join(root, 'server/dist/main.js'), 'utf8');
  const bare = (spec: string) => !spec.startsWith('.') && !spec.startsWith('node:') && !spec.startsWith('/');
  const name = (spec: string) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  const staticSpecs = [...code.matchAll(/^import\s[^;]*?from\s+["']([^"']+)["'];?$|^import\s+["']([^"']+)["'];?$/gm)].map(
    (m) => m[1] ?? m[2]!,
  );
  const dynamicSpecs = [...code.matchAll(/\b(?:import|lazyPackage)\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  const atStart = [...new Set(staticSpecs.filter(bare).map(name))].sort();
  const atFirstUse = [...new Set(dynamicSpecs.filter(bare).map(name))].filter((p) => !atStart.includes(p)).sort();
  return { atStart, atFirstUse };
}

/** Resident MB a fresh Node process gains by importing `pkg` alone (after a full GC either side). */
export function importCostMb(root: string, pkg: string): number | null {
  const script = `
    const rss = () => { globalThis.gc(); return process.memoryUsage().rss; };
    const before = rss();
    await import(${JSON.stringify(pkg)});
    await new Promise((r) => setTimeout(r, 200));
    console.log(JSON.stringify((rss() - before) / 1048576));`;
  const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) return null;
  return Number(result.stdout.trim().split('\n').pop());
}

/** A table of the bundle's imports and each one's cost. */
export function importTable(root: string): string[] {
  const { atStart, atFirstUse } = bundleImports(root);
  const rows = [...atStart.map((p) => ({ p, when: 'at start' })), ...atFirstUse.map((p) => ({ p, when: 'at first use' }))].map(
    ({ p, when }) => ({ p, when, cost: importCostMb(root, p) }),
  );
  rows.sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0));
  return [
    '| package | loaded | RSS when imported alone (MB) |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.p} | ${r.when} | ${r.cost === null ? 'n/a' : r.cost.toFixed(1)} |`),
  ];
}
