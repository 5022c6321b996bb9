// The volunteers' guide's pictures (docs/volunteers.md): the station console as the demo station's
// admin sees it, taken in Chromium from a fresh e2e station. Run `npm run docs:screenshots` after a
// change to the console's pages; the pictures land in docs/images/console-*.jpg.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4480';
const base = `http://127.0.0.1:${port}`;
const out = path.join(root, 'docs', 'images');
const shots = [
  ['dashboard', '/admin', 'Dashboard'],
  ['music', '/admin/music', 'Music library'],
  ['schedule', '/admin/schedule', 'Schedule'],
  ['live', '/admin/live', 'Live'],
  ['people', '/admin/people', 'People'],
  ['moderation', '/admin/moderation', 'Moderation'],
  ['giving', '/admin/giving', 'Giving and events'],
  ['delivery', '/admin/delivery', 'Mail and payments'],
  ['inbox', '/admin/inbox', 'Inbox and outbox'],
  ['settings', '/admin/settings', 'Station settings'],
  ['backups', '/admin/backups', 'Backups'],
  ['audit', '/admin/audit', 'Audit log'],
];

const station = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
  cwd: root,
  env: { ...process.env, E2E_PORT: port },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let seen = '';
  station.stdout.on('data', (chunk) => {
    seen += chunk;
    if (seen.includes('e2e station ready')) resolve();
  });
  station.on('exit', (code) => reject(new Error(`the station stopped (${code}) before it was ready`)));
});

const executablePath = fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'e2e_admin', password: 'e2e-admin-password-1' }),
  });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status}`);
  const { token, user } = await login.json();
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
  await page.goto(base);
  await page.evaluate(
    ([t, u]) => (localStorage.setItem('selah.token', t), localStorage.setItem('selah.user', JSON.stringify(u))),
    [token, user],
  );
  for (const [name, route, heading] of shots) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    const file = path.join(out, `console-${name}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
    console.log(`${route} → docs/images/${path.basename(file)}`);
  }
} finally {
  await browser.close();
  station.kill('SIGTERM');
}
