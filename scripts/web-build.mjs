// Builds the web app when web/dist is missing or older than its sources.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src', 'package-lock.json'];

export function webBuildIsStale() {
  return isStale(root, path.join(root, 'web/dist/index.html'), sources);
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
