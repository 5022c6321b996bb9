import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRole } from '../../db/schema/accounts.ts';
import type { multipartFile } from '../../test/requests.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/music.ts';
/**
 * Every route under /api/admin, once: a visitor gets 401, a member 403, each allowed role its
 * success status, and a staff role that is not allowed 403. A route added without a row here
 * fails the last test, so the table stays whole.
 */
export interface Row {
  method: string;
  /** The route as registered, e.g. `/api/admin/events/:id`. */
  route: string;
  roles: UserRole[];
  ok: number;
  /** The request an allowed caller sends (a fresh target each time: ids, bodies). */
  request?: (ctx: Ctx) => Promise<{
    url?: string;
    payload?: Record<string, unknown>;
    /** Files sent as multipart (the music library's upload). */
    upload?: Array<{ name: string; data: Buffer }>;
    multipart?: Multipart;
  }>;
}
export interface Ctx {
  t: TestApp;
  admin: TestUser;
}

export type Multipart = ReturnType<typeof multipartFile>;

export const staff: UserRole[] = ['admin', 'broadcaster'];
export const adminOnly: UserRole[] = ['admin'];

export let t: TestApp;
export let dataDir: string;
export const users = {} as Record<UserRole, TestUser>;
/** The station every row is asked of: its own folder (the backup rows write there), a closed Stripe port, a member, a broadcaster and an admin, and the seeded Sunday cleared for one-off programs (made before the file's tests, closed after). */
export function adminAccessStation() {
  beforeAll(async () => {
    // A folder of its own: the backup rows write into DATA_DIR/backups.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-admin-access-'));
    // Stripe's API is a closed local port here: checking a key never leaves the machine.
    t = await createTestApp({
      dataDir,
      payments: { stripe: undefined, stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' }, feePercent: 2.9, feeFixedCents: 30 },
    });
    for (const role of ['member', 'broadcaster', 'admin'] as const) users[role] = await createTestUser(t.app.db, { role });
    // Sundays are one all-day program in the seed; the schedule rows add one-off programs there.
    const sunday = (await t.app.inject({ url: '/api/admin/programs', headers: users.admin.auth }))
      .json<{ programs: Array<{ id: string; weekday: number }> }>()
      .programs.find((p) => p.weekday === 0)!;
    await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${sunday.id}`, headers: users.admin.auth });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export const sample = (route: string) => route.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

/** Each route of `table`: a visitor and a member refused, each staff role its status (the table's rows in order). */
export function describeRoutes(table: Row[]) {
  describe.each(table)('$method $route', (row) => {
    const call = async (user: TestUser | null, url = sample(row.route), payload?: Record<string, unknown>, multipart?: Multipart) =>
      t.app.inject({
        method: row.method as 'GET',
        url,
        headers: { ...(user ? user.auth : {}), ...(multipart ? { 'content-type': multipart.contentType } : {}) },
        ...(multipart ? { payload: multipart.payload } : payload === undefined ? {} : { payload }),
      });

    it('asks a visitor to sign in (401) and refuses a member (403)', async () => {
      expect((await call(null)).statusCode).toBe(401);
      expect((await call(users.member)).statusCode).toBe(403);
    });

    it.each(['admin', 'broadcaster'] as const)('as %s', async (role) => {
      const allowed = row.roles.includes(role);
      const prepared = allowed && row.request ? await row.request({ t, admin: users.admin }) : {};
      const upload = prepared.upload && multipart(prepared.upload);
      const res = upload
        ? await t.app.inject({
            method: 'POST',
            url: row.route,
            payload: upload.payload,
            headers: { ...upload.headers, ...users[role].auth },
          })
        : await call(users[role], prepared.url ?? sample(row.route), prepared.payload, prepared.multipart);
      expect(res.statusCode, res.body).toBe(allowed ? row.ok : 403);
    });
  });
}
