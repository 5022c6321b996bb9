import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { hashToken } from './session.service.ts';
import { requireRole, requireUser } from './guards.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

// Guards exercised through a real request, as routes use them.
async function call(path: 'user' | 'admin', headers: Record<string, string> = {}) {
  const fastify = (await import('fastify')).default({ logger: false });
  fastify.decorate('db', app.db);
  fastify.decorate('settings', app.settings);
  const { installErrorHandler } = await import('../../platform/http/error-handler.ts');
  installErrorHandler(fastify);
  fastify.get('/user', async (req) => ({ id: (await requireUser(req)).id }));
  fastify.get('/admin', async (req) => ({ id: (await requireRole(req, 'admin')).id }));
  const res = await fastify.inject({ url: `/${path}`, headers });
  await fastify.close();
  return res;
}

describe('requireUser and requireRole', () => {
  it('refuse a visitor with 401', async () => {
    const res = await call('user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to continue.', error: 'unauthorized' });
  });

  it('accept a live session and refuse a member on an admin route with 403', async () => {
    const member = await createTestUser(app.db);
    expect((await call('user', member.auth)).json()).toEqual({ id: member.id });
    const res = await call('admin', member.auth);
    expect(res.statusCode).toBe(403);
    const admin = await createTestUser(app.db, { role: 'admin' });
    expect((await call('admin', admin.auth)).statusCode).toBe(200);
  });

  it('refuse a bad, revoked or expired token with 401', async () => {
    expect((await call('user', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    const member = await createTestUser(app.db);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(member.token)));
    expect((await call('user', member.auth)).statusCode).toBe(401);
  });

  it('stores only the hash of the token', async () => {
    const member = await createTestUser(app.db);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(member.token));
    expect(rows[0]!.tokenHash).not.toContain(member.token);
    expect(Buffer.from(member.token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });
});
