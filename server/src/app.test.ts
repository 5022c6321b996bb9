import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { testDatabaseUrl } from './config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('foundation', () => {
  it('reports health with the database in use', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      db: testDatabaseUrl() ? 'postgres' : 'pglite',
    });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No such API endpoint: GET /api/nope', error: 'not_found' });
  });

  it('answers malformed JSON with a readable 400, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('serves station identity seeded from content/', async () => {
    const res = await t.app.inject('/api/station');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Harvest Light Radio', tagline: 'Faith-Based Community Radio' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
