// The station Playwright tests against: a fresh data folder each run, on E2E_PORT.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4173';
const dataDir = path.join(root, '.tmp', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  STATION_SOURCE_PASSWORD: process.env.STATION_SOURCE_PASSWORD ?? 'e2e-source-secret',
  // Every journey signs members up from 127.0.0.1; the real limit (5 an hour) is covered by the API tests.
  SIGNUPS_PER_HOUR: '500',
  // The journeys fill forms faster than a person; the real minimum (3 s) is covered by the API tests.
  FORM_MIN_MS: '0',
  // The video ingest's RTMP port, beside the web port so parallel stations do not collide (e2e/live.spec.ts).
  RTMP_PORT: process.env.RTMP_PORT ?? String(Number(port) + 10000),
};
const selah = path.join(root, 'server/bin/selah.mjs');
// The journeys read what the site stored as the station's admin (e2e/admin.ts).
const admin = spawnSync(process.execPath, [selah, 'create-admin', 'e2e_admin', '--password', 'e2e-admin-password-1'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (admin.status !== 0) process.exit(admin.status ?? 1);
const child = spawn(process.execPath, [selah, 'start'], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
