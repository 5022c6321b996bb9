import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');

/**
 * A fresh station for one benchmark run, from the checkout at `root` (this one, or an older one
 * for before/after): a new data folder, `music` imported so no demo music is synthesized, then
 * `selah start` on `port`. `stop()` ends it and removes the folder.
 */
export async function startBenchStation(opts: { root: string; port: number; music: string; databaseUrl?: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: opts.databaseUrl ?? '',
    NODE_ENV: 'production',
  };
  const tsx = path.join(here, 'node_modules/tsx/dist/cli.mjs');
  const main = path.join(opts.root, 'server/src/main.ts');
  spawnSync(process.execPath, [tsx, main, 'import-music', opts.music], { env, stdio: 'ignore' });
  const server = spawn(process.execPath, [tsx, main, 'start'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
