#!/usr/bin/env node
// `selah <command>`: runs the compiled server (server/dist/main.js) in this process, rebuilt
// first when its sources changed. With no build yet, it runs the TypeScript sources through tsx's
// loader, registered here: one process either way. See docs/decisions/006.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, serverBundle } from '../../scripts/server-build.mjs';

const args = process.argv.slice(2);
if (fs.existsSync(serverBundle)) {
  ensureServerBuild();
  process.argv = [process.argv[0], serverBundle, ...args];
  await import(pathToFileURL(serverBundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
  process.argv = [process.argv[0], main, ...args];
  await import(pathToFileURL(main).href);
}
