// The station comes from two-step.fixtures.ts (createTestApp), so this file runs on both databases.
import { expect, it, describe } from 'vitest';
import { twoStepMessages } from '@selah/contracts/two-step';
import type { TestUser } from '../../test/fixtures.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { accountsCommands } from './cli.ts';
import { twoStepStation } from './two-step.fixtures.ts';

const { s, dataDir, person, login, turnOn } = twoStepStation('10.35');

it('selah reset-two-step turns it off from the server for a member who lost everything', async () => {
  const user = await person();
  await turnOn(user);
  const lines: string[] = [];
  const io = { cwd: dataDir, out: (l: string) => lines.push(l), err: (l: string) => lines.push(`err: ${l}`), ask: async () => null };
  const ctx = { use: () => s.t.app.service('accounts') } as unknown as ModuleContext;
  const reset = accountsCommands['reset-two-step']!;
  expect(await reset.run(ctx, [user.username.toUpperCase()], io)).toBeUndefined();
  expect((await login(user.username)).statusCode).toBe(200);
  expect(await reset.run(ctx, [user.username], io)).toBe(1);
  expect(await reset.run(ctx, ['no such name!'], io)).toBe(2);
  expect(lines[0]).toContain('Two-step sign-in is off');
  expect(lines[1]).toContain('has no two-step sign-in');
});

describe('the console rule: staff must use two-step sign-in', () => {
  it('is turned on only by an admin who uses it, then keeps staff without it out of the console until they turn it on', async () => {
    const admin = await person('admin');
    const other = await person('admin');
    const broadcaster = await person('broadcaster');
    const member = await person();
    const put = (user: TestUser, staffRequired: boolean) =>
      s.t.app.inject({ method: 'PUT', url: '/api/admin/two-step', headers: user.auth, payload: { staffRequired } });

    const tooSoon = await put(admin, true);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json<{ message: string }>().message).toBe(twoStepMessages.turnOnYourselfFirst);
    expect((await put(broadcaster, true)).statusCode).toBe(403);
    await turnOn(admin);
    expect((await put(admin, true)).json()).toEqual({ staffRequired: true });

    for (const [user, url] of [
      [other, '/api/admin/dashboard'],
      [broadcaster, '/api/admin/playlists'],
    ] as const) {
      const refused = await s.t.app.inject({ url, headers: user.auth });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: 'two_step_required', message: twoStepMessages.staffRequired });
      // Their profile stays open, so they can turn it on.
      expect((await s.t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
      await turnOn(user);
      expect((await s.t.app.inject({ url, headers: user.auth })).statusCode, url).toBe(200);
    }
    expect((await s.t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).statusCode).toBe(200);
    // A member is unchanged: still refused the console for their role, and free to use the site.
    expect((await s.t.app.inject({ url: '/api/admin/dashboard', headers: member.auth })).json()).toMatchObject({ error: 'forbidden' });
    expect((await s.t.app.inject({ url: '/api/auth/me', headers: member.auth })).statusCode).toBe(200);

    const audit = await s.t.app.inject({ url: '/api/admin/audit?action=settings.two-step', headers: admin.auth });
    expect(audit.body).toContain('Required two-step sign-in for staff');
    expect((await put(admin, false)).json()).toEqual({ staffRequired: false });
    expect((await s.t.app.inject({ url: '/api/admin/two-step', headers: admin.auth })).json()).toEqual({ staffRequired: false });
    expect(
      (await s.t.app.inject({ method: 'PUT', url: '/api/admin/two-step', headers: admin.auth, payload: { staffRequired: 'yes' } }))
        .statusCode,
    ).toBe(400);
  });
});
