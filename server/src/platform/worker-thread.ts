import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread whose code is `source` (a `.ts` file beside its caller). The compiled
 * server has every module in server/dist/main.js and each worker built beside it under the same
 * base name (scripts/server-build.mjs lists them); from the TypeScript sources (`npm run dev`,
 * tests) the worker registers tsx's loader first, as server/bin/selah.mjs does.
 */
export function startWorkerThread(source: URL, options: WorkerOptions): Worker {
  const name = path.basename(source.pathname, '.ts');
  if (import.meta.url.endsWith('.js')) return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** Resolves when the worker has exited after its work, rejects with its error (or an exit code). */
export function workerExit(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    worker.once('error', (err) => (failure = err));
    worker.once('exit', (code) => (failure || code !== 0 ? reject(failure ?? new Error(`exited with code ${code}`)) : resolve()));
  });
}
