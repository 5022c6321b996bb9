// The station Playwright tests against: a fresh data folder each run, on E2E_PORT, set up through
// the first-run API as the demo station (Harvest Light Radio, with its sample content), the way a
// church's volunteer would in the browser. Prints "e2e station ready" when the journeys may begin.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4173';
const base = `http://127.0.0.1:${port}`;
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
  // Every journey's browsers connect from 127.0.0.1 too; the real cap (20 sockets) is covered by the API tests.
  SOCKETS_PER_ADDRESS: '1000',
  // The journeys fill forms faster than a person; the real minimum (3 s) is covered by the API tests.
  FORM_MIN_MS: '0',
  // The demo's 62 minutes of music would be synthesized through the whole run, taking a sixth of
  // the machine's CPU from the journeys: 40 s a track is enough for any of them (skip moves on).
  DEMO_TRACK_SECONDS: process.env.DEMO_TRACK_SECONDS ?? '40',
  // The video ingest's RTMP port, beside the web port so parallel stations do not collide (e2e/live.spec.ts).
  RTMP_PORT: process.env.RTMP_PORT ?? String(Number(port) + 10000),
};
/** The journeys sign in as this admin (e2e/admin.ts). */
const admin = { username: 'e2e_admin', email: 'e2e_admin@example.org', password: 'e2e-admin-password-1' };

const child = spawn(process.execPath, [path.join(root, 'server/bin/selah.mjs'), 'start'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

const code = await new Promise((resolve) => {
  let out = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    out += chunk;
    const found = out.match(/Setup code: ([A-Z0-9-]+)/);
    if (found) resolve(found[1]);
  });
});

const call = async (method, url, body, token) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
};

try {
  const demo = JSON.parse(fs.readFileSync(path.join(root, 'content/station.json'), 'utf8')).station;
  const { token } = await call('POST', '/api/setup', {
    code,
    admin,
    station: {
      name: demo.name,
      shortName: demo.shortName,
      tagline: demo.tagline,
      timezone: 'America/Chicago',
      contactEmail: demo.contact.email,
    },
    demo: true,
    address: base,
  });
  // The demo's full identity (its street, phone and hours), as its team would fill in the console.
  await call('PATCH', '/api/admin/settings', { station: { ...demo, city: 'Bowling Green, KY' } }, token);
  console.log('e2e station ready');
} catch (err) {
  console.error(`The e2e station could not be set up: ${err.message}`);
  child.kill('SIGTERM');
  process.exit(1);
}
