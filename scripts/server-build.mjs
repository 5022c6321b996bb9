// Builds the server into server/dist/main.js (one ES module for Node 20) when it is missing or
// older than its sources. npm packages stay external and load from node_modules; the workspace
// package @selah/contracts is TypeScript source, so it is bundled in. See docs/decisions/006.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);
export const serverBundle = path.join(root, 'server/dist/main.js');
const workerBundles = ['synth-worker', 'prepare-worker', 'prebuild'].map((name) => path.join(root, `server/dist/${name}.js`));
const sources = [
  'server/src',
  'contracts/src',
  'server/package.json',
  'contracts/package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
  'scripts/stale.mjs',
];

export function serverBuildIsStale() {
  return isStale(root, serverBundle, sources) || !workerBundles.every((file) => fs.existsSync(file));
}

/** Builds in a child process (esbuild's memory goes with it); exits this process if the build fails. */
export function ensureServerBuild({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('Building the server (first start or changed sources)...');
  const result = spawnSync(process.execPath, [self, '--in-process'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The server did not build. Fix the error above, then try again.');
    process.exit(result.status ?? 1);
  }
}

function dependenciesOf(packageJson) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, packageJson), 'utf8'));
  return Object.keys(pkg.dependencies ?? {});
}

/**
 * esbuild escapes non-ASCII text in strings but leaves it in comments and regular expressions; one
 * such character (’, –, …) makes V8 hold the whole 1.2 MB bundle's source as two-byte text, twice
 * its size. Escaped there too (\u2019 means the same in a comment, a regular expression or a string).
 */
const asciiOnly = (code) => code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

async function buildServer() {
  const { build } = await import('esbuild');
  const started = Date.now();
  // Every npm dependency loads from node_modules at run time (native modules, PGlite's wasm);
  // "drizzle-orm" also covers "drizzle-orm/pglite" and other subpaths.
  const external = [...new Set([...dependenciesOf('server/package.json'), ...dependenciesOf('contracts/package.json')])].filter(
    (name) => name !== '@selah/contracts',
  );
  const result = await build({
    absWorkingDir: root,
    // Worker threads are files of their own beside the server (platform/worker-thread.ts).
    entryPoints: {
      main: 'server/src/main.ts',
      'synth-worker': 'server/src/modules/radio/library/synth-worker.ts',
      'prepare-worker': 'server/src/db/prepare-worker.ts',
      prebuild: 'server/src/prebuild.ts',
    },
    outdir: path.dirname(serverBundle),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    metafile: true,
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Only our own sources may be inside the bundle: a package bundled by mistake (one missing from
  // server/package.json) could need `require`/`__dirname`, which an ES module does not have.
  const bundled = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
  if (bundled.length > 0) {
    throw new Error(`npm packages were bundled; add them to server/package.json dependencies:\n  ${bundled.join('\n  ')}`);
  }
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  // main.js last: a server that starts from the new bundle finds the new worker beside it.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === serverBundle) - Number(b.path === serverBundle));
  for (const file of files) {
    // Write beside, then rename: a server starting meanwhile reads the old bundle or the new one, whole.
    const temp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temp, asciiOnly(file.text));
    // Dated from the build's start, so a source saved during the build still reads as newer.
    fs.utimesSync(temp, started / 1000, started / 1000);
    fs.renameSync(temp, file.path);
  }
  // What a first start would spend seconds on: the empty, migrated embedded database it unpacks
  // (server/src/db/template.ts) and the demo's first track (server/src/prebuild.ts).
  const template = spawnSync(process.execPath, [path.join(root, 'server/dist/prebuild.js')], { cwd: root, stdio: 'inherit' });
  if (template.status !== 0) throw new Error('The embedded database template could not be made.');
}

if (process.argv[1] === self) {
  if (process.argv.includes('--in-process')) {
    await buildServer().catch((err) => {
      // esbuild has already printed its own errors.
      if (!err?.errors) console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
  } else {
    ensureServerBuild({ force: process.argv.includes('--force') });
  }
}
