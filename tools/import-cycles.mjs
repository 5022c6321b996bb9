#!/usr/bin/env node
// Fails when source files import each other in a circle (type-only imports count: they tie the
// files' meaning together the same way). Reads server/src, web/src and contracts/src; tests,
// which may import anything, are left out. Prints each circle, file -> file.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const roots = ['server/src', 'web/src', 'contracts/src'];
const exts = ['.ts', '.tsx'];
const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || f.includes(`${path.sep}test${path.sep}`);

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (exts.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') && !isTest(full)) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@/')) base = path.join(root, 'web/src', spec.slice(2));
  else if (spec.startsWith('@selah/contracts/')) base = path.join(root, 'contracts/src', spec.slice('@selah/contracts/'.length));
  else return null;
  for (const candidate of [base, ...exts.map((e) => base + e), ...exts.map((e) => path.join(base, `index${e}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const files = roots.flatMap((r) => walk(path.join(root, r)));
const edges = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = new Set();
  for (const m of text.matchAll(importPattern)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target && target !== file && !isTest(target)) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let index = 0;
const stack = [];
const info = new Map();
const circles = [];
function connect(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!info.has(w)) {
      connect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component);
  }
}
for (const file of files) if (!info.has(file)) connect(file);

if (circles.length) {
  const rel = (f) => path.relative(root, f);
  console.error(`${circles.length} import circle(s): files that import each other. Move what both need into a file of its own.`);
  for (const circle of circles) {
    const members = new Set(circle);
    console.error(`\n  ${circle.map(rel).sort().join(', ')}`);
    for (const f of circle) for (const t of edges.get(f)) if (members.has(t)) console.error(`    ${rel(f)} -> ${rel(t)}`);
  }
  process.exit(1);
}
console.info(`import-cycles: no circles in ${files.length} files`);
