import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registeredEndpoints } from './route.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}
const asOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API description', () => {
  it('/api/openapi.json lists every /api route the station answers, with the method, as OpenAPI 3.1', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Doc>();
    expect(doc.openapi).toBe('3.1.0');
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/openapi.json' && r.url !== '/api/docs');
    expect(apiRoutes.length).toBeGreaterThan(100);
    const missing = apiRoutes.filter((r) => !doc.paths[asOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // Nothing else: pages, feeds and the stream are not an API.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('every /api route is registered from its endpoint definition in contracts (none written by hand)', () => {
    const own = new Set(['/api/openapi.json', '/api/docs']);
    const byHand = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !own.has(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !registeredEndpoints.has(r));
    expect(byHand).toEqual([]);
  });

  // Files, not JSON: the CSV exports, the PDF statements, backups and the audio stream.
  const files = [
    'GET /api/admin/inbox/newsletter.csv',
    'GET /api/admin/payments/gifts.csv',
    'GET /api/admin/backups/{name}/download',
    'GET /api/payments/me/statement',
    'GET /api/payments/manage/statement',
    'GET /api/stream/proxy',
  ];
  it('every GET that answers JSON declares its success response', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<Doc>();
    const untyped = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method === 'get')
        .filter(([, op]) => !Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith('2') && r.content))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(untyped.filter((r) => !files.includes(r))).toEqual([]);
  });

  it('/api/docs is a readable reference of the same routes', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<code>GET /api/stream/status</code>');
    expect(res.body).toContain('<code>POST /api/community/threads</code>');
    expect(res.body).toContain('href="/api/openapi.json"');
  });
});
