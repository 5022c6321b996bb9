// Each station comes from createTestApp, so this file runs on both databases.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { station, admin, setupWith, codeOf, get } from './setup.fixtures.ts';

describe('the station’s time zone in the console', () => {
  it('admins change it (audited) and the schedule follows at once; a bad zone or a member is refused', async () => {
    const t = await createTestApp();
    try {
      const boss = await createTestUser(t.app.db, { role: 'admin' });
      const member = await createTestUser(t.app.db);
      const put = (zone: unknown, headers: { authorization: string }) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/time-zone', headers, payload: { zone } });
      expect(await get(t, '/api/admin/time-zone', boss.auth)).toEqual({ zone: 'America/Chicago', fromEnvironment: false });
      expect((await put('Europe/Lisbon', member.auth)).statusCode).toBe(403);
      const bad = await put('Mars/Olympus', boss.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/time zone from the list/);
      const ok = await put('Europe/Lisbon', boss.auth);
      expect(ok.json()).toEqual({ zone: 'Europe/Lisbon', fromEnvironment: false });
      await expect.poll(() => t.app.time.zone()).toBe('Europe/Lisbon');
      expect((await get<{ timezone: string }>(t, '/api/admin/programs', boss.auth)).timezone).toBe('Europe/Lisbon');
      const audit = await get<{ entries: Array<{ action: string; summary: string }> }>(t, '/api/admin/audit', boss.auth);
      expect(audit.entries.find((e) => e.action === 'setup.zone')?.summary).toMatch(/America\/Chicago to Europe\/Lisbon/);
    } finally {
      await t.close();
    }
  });

  it('leaves a zone set on the server (STATION_TIMEZONE) to the server', async () => {
    const t = await createTestApp({ stationTimezone: 'America/Denver' });
    try {
      const boss = await createTestUser(t.app.db, { role: 'admin' });
      expect(await get(t, '/api/admin/time-zone', boss.auth)).toEqual({ zone: 'America/Denver', fromEnvironment: true });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/time-zone',
        headers: boss.auth,
        payload: { zone: 'Europe/Lisbon' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/STATION_TIMEZONE/);
      expect(t.app.time.zone()).toBe('America/Denver');
    } finally {
      await t.close();
    }
  });
});

describe('a station that explores with the demo', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('gets the demo’s members, posts, events and sponsors, and removes them in one action, keeping its own', async () => {
    t = await createTestApp();
    const res = await setupWith(t, { code: codeOf(t), admin, station, demo: true });
    expect(res.statusCode, res.body).toBe(201);
    const auth = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    expect((await get<{ name: string }>(t, '/api/station')).name).toBe('Grace Chapel Radio');
    const demoThreads = (await get<{ threads: Array<{ id: string }> }>(t, '/api/community/threads?limit=50')).threads;
    expect(demoThreads.length).toBeGreaterThan(5);
    expect((await get<unknown[]>(t, '/api/events/upcoming')).length).toBeGreaterThan(0);
    expect((await get<unknown[]>(t, '/api/sponsors')).length).toBeGreaterThan(0);
    expect(await get(t, '/api/admin/demo', auth)).toEqual({ present: true });

    // The station's own: a member, a post, a reply under a post of its own.
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'deacon_sam', email: 'sam@example.org', password: 'faithful and true', confirmPassword: 'faithful and true' },
    });
    expect(member.statusCode, member.body).toBe(201);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: { authorization: `Bearer ${member.json<{ token: string }>().token}` },
      payload: { title: 'Pray for our food pantry', category: 'prayer', content: 'We open on Saturday and need hands and hearts.' },
    });
    expect(own.statusCode, own.body).toBe(201);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/demo', headers: auth });
    expect(removed.statusCode, removed.body).toBe(204);
    const left = (await get<{ threads: Array<{ title: string }> }>(t, '/api/community/threads?limit=50')).threads;
    expect(left.map((th) => th.title)).toEqual(['Pray for our food pantry']);
    expect(await get(t, '/api/events/upcoming')).toEqual([]);
    expect(await get(t, '/api/sponsors')).toEqual([]);
    expect(await get(t, '/api/team')).toEqual([]);
    expect((await get<{ programs: unknown[] }>(t, '/api/admin/programs', auth)).programs).toEqual([]);
    expect(await get(t, '/api/admin/demo', auth)).toEqual({ present: false });
    const stats = await get<{ totalMembers: number }>(t, '/api/community/stats');
    // The first admin and the station's member are all that is left.
    expect(stats.totalMembers).toBe(2);
    const audit = await get<{ entries: Array<{ action: string }> }>(t, '/api/admin/audit', auth);
    expect(audit.entries.map((e) => e.action)).toContain('setup.demo.remove');
  });

  it('of two setups racing with the right code, exactly one is made', async () => {
    t = await createTestApp();
    const code = codeOf(t);
    const results = await Promise.all([
      setupWith(t, { code, admin, station, demo: false }),
      setupWith(t, { code, admin: { ...admin, username: 'second_admin', email: 'second@example.org' }, station, demo: false }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, expect.any(Number)]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.find((r) => r.statusCode !== 201)!.statusCode).toBeGreaterThanOrEqual(403);
    const admins = await t.app.inject({
      url: '/api/admin/users?role=admin',
      headers: { authorization: `Bearer ${results.find((r) => r.statusCode === 201)!.json<{ token: string }>().token}` },
    });
    expect(admins.json<{ users: unknown[] }>().users).toHaveLength(1);
  });
});
