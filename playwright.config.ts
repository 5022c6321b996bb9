import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * Debian's Chromium, as its headless shell when installed (package chromium-headless-shell, the
 * same build without the browser's window and UI: what Playwright itself runs headless, and about
 * a quarter less CPU per journey on the 2-core machine; docs/decisions/035). CHROMIUM_PATH overrides.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // A ceiling for a stuck journey, not a speed check (speed is measured in bench/): the long
  // journeys take 30-40 s on a quiet 2-core machine and half as long again on a busy one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The station's service worker answers requests before page.route sees them: journeys that
    // need it (offline, push) allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // Set up as the demo station first (scripts/e2e-server.mjs).
    wait: { stdout: /e2e station ready/ },
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
