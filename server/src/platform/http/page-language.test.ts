import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A built app's index.html as Vite writes it, so the served page is tested without a build.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-web-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-lang-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
);
// The home route's own modules, as the build lists them (web/vite.config.ts).
fs.writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify({ '/': ['/assets/home-abc.js', '/assets/page-def.js'] }));

let t: TestApp;
beforeAll(async () => {
  const { paths } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ dataDir, paths: { ...paths, webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const langOf = async (headers: Record<string, string>, url = '/') => {
  const res = await t.app.inject({ url, headers });
  return { lang: /<html lang="([^"]*)"/.exec(res.body)?.[1], vary: res.headers.vary };
};

describe('the served page’s language', () => {
  it('follows the browser’s Accept-Language for a visitor, and says so to caches', async () => {
    expect(await langOf({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toEqual({ lang: 'es', vary: 'Accept-Language, Cookie' });
    expect((await langOf({ 'accept-language': 'en-US' }, '/podcasts')).lang).toBe('en');
    expect((await langOf({ 'accept-language': 'de-DE' })).lang).toBe('en');
  });
  it('follows the visitor’s own choice over the browser’s, and ignores an unknown code', async () => {
    expect((await langOf({ cookie: 'selah_lang=en', 'accept-language': 'es' })).lang).toBe('en');
    expect((await langOf({ cookie: 'selah_lang=es', 'accept-language': 'en' }, '/community')).lang).toBe('es');
    expect((await langOf({ cookie: 'selah_lang=zz', 'accept-language': 'fr' })).lang).toBe('en');
  });
});

describe('the served page’s modules', () => {
  const preloaded = async (url: string) =>
    [...(await t.app.inject({ url })).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
  it('names the home route’s modules in the home page, so a phone fetches them beside the entry', async () => {
    expect(await preloaded('/')).toEqual(['/assets/home-abc.js', '/assets/page-def.js']);
  });
  it('names none in other pages (they fetch their own)', async () => {
    expect(await preloaded('/about')).toEqual([]);
    expect(await preloaded('/podcasts')).toEqual([]);
  });
});
