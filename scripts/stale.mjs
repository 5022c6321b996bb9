// Whether a built file is older than any of its sources (files or folders, searched deeply).
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when `built` is missing or any of `sources` (relative to `root`) changed after it. */
export function isStale(root, built, sources) {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}
