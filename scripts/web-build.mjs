// Builds the web app when web/dist is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function webBuildIsStale() {
  const index = path.join(root, 'web/dist/index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('Building the web app (first start or changed sources)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app did not build. Fix the error above, then run npm start again.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild({ force: process.argv.includes('--force') });
