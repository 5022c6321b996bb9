import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadSharp } from '../../platform/images.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A built app's index.html as Vite writes it (title and a script), so the served page is tested without a build.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Community Radio</title></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>',
);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  const { paths } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ paths: { ...paths, webDist } });
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const rename = async (patch: Record<string, unknown>) => {
  const { station } = (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json<{ station: object }>();
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { station: { ...station, ...patch } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the station’s identity everywhere', () => {
  it('a rename reaches the stream status, the default program, the served page and the manifest at once', async () => {
    await rename({ name: 'Grace Chapel Radio', shortName: 'Grace Chapel', accent: '#1d4ed8', description: 'Hope for the Ozarks.' });
    const status = (await t.app.inject({ url: '/api/stream/status' })).json<{ station: { name: string }; program: { title: string } }>();
    expect(status.station.name).toBe('Grace Chapel Radio');
    expect(status.program.title).toBe('Grace Chapel Radio Music');

    const page = (await t.app.inject({ url: '/about' })).body;
    expect(page).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(page).toContain('<meta name="description" content="Hope for the Ozarks." />');
    expect(page).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest\?v=[0-9a-f]{10}" \/>/);
    expect(page).toContain('--color-primary:#1d4ed8');
    expect(page).toContain('title="Grace Chapel Radio Podcasts"');
    expect(page).not.toContain('Harvest Light');

    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Grace Chapel Radio',
      short_name: 'Grace Chapel',
      theme_color: '#1d4ed8',
      display: 'standalone',
      start_url: '/',
    });
    const icons = manifest.json<{ icons: Array<{ src: string; sizes: string; purpose: string }> }>().icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('makes the PNG icons and favicon.ico from the station’s mark, in its colour, and caches them by version', async () => {
    const sharp = loadSharp();
    for (const [name, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const res = await t.app.inject({ url: `/icons/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-cache');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    // A maskable icon fills its corners with the station's colour (#1d4ed8), where a phone may cut it.
    const maskable = await sharp((await t.app.inject({ url: '/icons/maskable-512.png' })).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...maskable.data.subarray(0, 3)]).toEqual([0x1d, 0x4e, 0xd8]);

    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const bytes = ico.rawPayload;
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([bytes[6], bytes[22], bytes[38]]).toEqual([16, 32, 48]);
    const first = bytes.readUInt32LE(6 + 12);
    expect(bytes.subarray(first, first + 4).toString('latin1')).toBe('\x89PNG');

    // Asked by the page's current version, an icon is cached for good.
    const v = (await t.app.inject({ url: '/manifest.webmanifest' }))
      .json<{ icons: Array<{ src: string }> }>()
      .icons[0]!.src.split('?v=')[1];
    expect((await t.app.inject({ url: `/icons/icon-192.png?v=${v}` })).headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/icons/not-an-icon.png' })).statusCode).toBe(400);
  });

  it('refuses a colour too light for white writing, and keeps the one it had', async () => {
    const { station } = (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json<{ station: object }>();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { station: { ...station, accent: '#fef3c7' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/too light/);
    expect((await t.app.inject({ url: '/api/station' })).json<{ accent: string }>().accent).toBe('#1d4ed8');
  });
});
