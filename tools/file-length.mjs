// Fails when a source file in server/src or web/src is longer than 200 lines (docs/architecture.md):
// a file that long holds more than one thing; split it along its seams.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const limit = 200;
const long = [];
for (const dir of ['server/src', 'web/src']) {
  for (const file of fs.readdirSync(path.join(root, dir), { recursive: true })) {
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const text = fs.readFileSync(path.join(root, dir, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > limit) long.push(`${path.join(dir, file)}: ${lines} lines`);
  }
}
if (long.length) {
  console.error(`file-length: over ${limit} lines, split along a seam:\n  ${long.join('\n  ')}`);
  process.exit(1);
}
console.info(`file-length: every source file in server/src and web/src is ${limit} lines or fewer`);
