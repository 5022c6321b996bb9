import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, type UserRole } from '../../db/schema/accounts.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { hashPassword } from './password.ts';
import { totpAt } from './totp.ts';

export const PASSWORD = 'correct horse battery';

/** A test station on a hand-moved clock, and the steps two-step tests share (made before the file's tests, closed after). */
export function twoStepStation(ipPrefix: string) {
  // Sessions are checked against the wall clock, so the test clock starts there and is moved by hand.
  const clock = fixedClock(new Date());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-two-step-'));
  const s = { t: undefined as unknown as TestApp };
  beforeAll(async () => {
    s.t = await createTestApp({ dataDir }, { clock });
  });
  afterAll(async () => {
    await s.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let ipCounter = 0;
  const freshIp = () => `${ipPrefix}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  async function person(role: UserRole = 'member'): Promise<TestUser> {
    const user = await createTestUser(s.t.app.db, { role });
    await s.t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, user.id));
    return user;
  }
  const post = (url: string, user: TestUser | null, payload?: Record<string, unknown>) =>
    s.t.app.inject({ method: 'POST', url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const login = (username: string, otp?: string, ip = freshIp()) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: PASSWORD, ...(otp ? { otp } : {}) },
      remoteAddress: ip,
    });
  /** The code the member's app shows `steps` × 30 s from the test clock's now. */
  const code = (secret: string, steps = 0) => totpAt(secret, clock.ms() + steps * 30_000);
  const nextStep = () => clock.advance(30_000);

  async function turnOn(user: TestUser) {
    const { secret } = (await post('/api/auth/totp/setup', user)).json<{ secret: string }>();
    const res = await post('/api/auth/totp/enable', user, { code: code(secret) });
    expect(res.statusCode, res.body).toBe(200);
    return { secret, recoveryCodes: res.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  return { s, clock, dataDir, freshIp, person, post, login, code, nextStep, turnOn };
}
