import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupsOverview } from '@selah/contracts/admin-backups';
import type { Checklist } from '@selah/contracts/admin-people';
import { users } from '../../db/schema/accounts.ts';
import { readManifest } from '../../platform/backup/restore.ts';
import { runOverSocket } from '../../platform/control-socket.ts';
import { acquireDataDirLock } from '../../platform/data-dir-lock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { runSelah } from '../../test/instance-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const quiet = { info() {}, warn() {}, error() {} };

describe('backups in the console', { timeout: 120_000 }, () => {
  const clock = fixedClock('2026-03-02T12:00:00.000Z');
  let t: TestApp;
  let dataDir: string;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-backups-'));
    fs.mkdirSync(path.join(dataDir, 'music'));
    fs.writeFileSync(path.join(dataDir, 'music', 'song.mp3'), Buffer.alloc(4096, 1));
    t = await createTestApp({ dataDir }, { clock, controlSocket: true });
    admin = await createTestUser(t.app.db, { username: 'backup_admin', role: 'admin' });
    member = await createTestUser(t.app.db, { username: 'backup_member' });
    // The app's own scheduler polls too: no nightly backup until the test below turns them on.
    const off = { nightly: false, hour: 3, keep: 7 };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/backups/settings', headers: admin.auth, payload: off })).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const overview = async () => (await t.app.inject({ url: '/api/admin/backups', headers: admin.auth })).json<BackupsOverview>();
  const checklistItem = async () =>
    (await t.app.inject({ url: '/api/admin/checklist', headers: admin.auth })).json<Checklist>().items.find((i) => i.id === 'backup')!;

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/backups' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/backups', headers: member.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: member.auth })).statusCode).toBe(403);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });

  it('backs up now, lists the file with its size and date, downloads it, and audits both', async () => {
    expect(await checklistItem()).toMatchObject({ done: false, title: 'No backup yet', href: '/admin/backups' });
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.auth });
    expect(made.statusCode, made.body).toBe(201);
    const { name, size } = made.json<{ name: string; size: number }>();
    expect(name).toBe('selah-20260302-120000.tar.gz');
    const listed = await overview();
    expect(listed.backups).toEqual([{ name, size, createdAt: expect.any(String) }]);
    expect(listed.lastSuccessAt).toBe('2026-03-02T12:00:00.000Z');
    expect(fs.statSync(path.join(dataDir, 'backups', name)).mode & 0o777).toBe(0o600);

    const download = await t.app.inject({ url: `/api/admin/backups/${name}/download`, headers: admin.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(download.rawPayload.equals(fs.readFileSync(path.join(dataDir, 'backups', name)))).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/backups/../secret.key/download', headers: admin.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/backups/selah-20990101-000000.tar.gz/download', headers: admin.auth })).statusCode).toBe(
      404,
    );

    const audit = (await t.app.inject({ url: '/api/admin/audit', headers: admin.auth })).json<{ entries: Array<{ action: string }> }>();
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['backup.create', 'backup.download']));
    expect(await checklistItem()).toMatchObject({ done: true });

    // Two days later without another backup, the dashboard says so.
    clock.advance(2 * 24 * 3600_000 + 60_000);
    expect(await checklistItem()).toMatchObject({ done: false, title: 'The newest backup is more than two days old' });
  });

  it('says when the last backup failed', async () => {
    const folder = path.join(dataDir, 'backups');
    fs.renameSync(folder, `${folder}.aside`);
    fs.writeFileSync(folder, 'not a folder');
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.auth });
      expect(res.statusCode).toBe(500);
      expect(await checklistItem()).toMatchObject({ done: false, title: 'The last backup failed' });
      expect((await overview()).lastFailure).toMatchObject({ at: clock.now().toISOString() });
    } finally {
      fs.rmSync(folder);
      fs.renameSync(`${folder}.aside`, folder);
    }
  });

  it('backs up every night through the scheduler and keeps only the newest ones', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: admin.auth,
      payload: { nightly: true, hour: 2, keep: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 02:00 in Chicago (the station's zone), after now.
    expect(saved.json<BackupsOverview>().nextRunAt).toBe('2026-03-05T08:00:00.000Z');
    const scheduler = new JobScheduler({ db: t.app.db, clock, log: quiet });
    t.app.service('backups').registerJobs(scheduler);
    const names = async () => (await overview()).backups.map((b) => b.name);
    // Either scheduler may claim a night (the app's polls as well); each night runs once.
    for (const night of ['20260305', '20260306', '20260307']) {
      clock.set(`${night.slice(0, 4)}-${night.slice(4, 6)}-${night.slice(6)}T08:00:30.000Z`);
      await scheduler.runDue();
      await expect.poll(names).toContain(`selah-${night}-080030.tar.gz`);
    }
    expect(await names()).toEqual(['selah-20260307-080030.tar.gz', 'selah-20260306-080030.tar.gz']);
    expect((await overview()).nextRunAt).toBe('2026-03-08T08:00:00.000Z');
    expect(await checklistItem()).toMatchObject({ done: true });

    // Turned off: the pending night is cancelled.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: admin.auth,
      payload: { nightly: false, hour: 2, keep: 2 },
    });
    clock.set('2026-03-08T08:00:30.000Z');
    await scheduler.runDue();
    expect(await names()).toEqual(['selah-20260307-080030.tar.gz', 'selah-20260306-080030.tar.gz']);
    await scheduler.stop();
  });

  it('runs create-admin and backup in the running station over its socket', async () => {
    const socket = path.join(dataDir, 'selah.sock');
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
    const lines: string[] = [];
    const io = {
      cwd: dataDir,
      tty: true,
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(`! ${l}`),
      ask: async () => 'ruth@example.org',
    };
    expect(await runOverSocket(dataDir, 'create-admin', ['pastor_ruth'], io)).toBe(0);
    const [ruth] = await t.app.db.select().from(users).where(eq(users.username, 'pastor_ruth'));
    expect(ruth).toMatchObject({ role: 'admin', email: 'ruth@example.org' });
    expect(lines.join('\n')).toMatch(/Created admin pastor_ruth\. Password \(shown once\): \S+/);

    // Without a terminal to ask, a new admin needs --email.
    expect(await runOverSocket(dataDir, 'create-admin', ['pastor_noemail'], { ...io, tty: false })).toBe(2);

    expect(await runOverSocket(dataDir, 'backup', ['by-cli.tar.gz'], io)).toBe(0);
    expect((await readManifest(path.join(dataDir, 'by-cli.tar.gz'))).tables.users!.rows).toBeGreaterThanOrEqual(3);
    expect(await runOverSocket(dataDir, 'restore', ['by-cli.tar.gz'], io)).toBe(2);
  });

  it('a DATA_DIR too long for a socket still starts (commands then wait for the station to stop)', async () => {
    const long = path.join(dataDir, 'a-data-folder-whose-path-is-longer-than-a-unix-socket-may-be'.repeat(2));
    const station = await createTestApp({ dataDir: long }, { controlSocket: true });
    try {
      expect(fs.existsSync(path.join(long, 'selah.sock'))).toBe(false);
      expect(
        await runOverSocket(long, 'create-admin', ['nobody'], { cwd: long, tty: false, out() {}, err() {}, ask: async () => null }),
      ).toBe(null);
    } finally {
      await station.close();
    }
  });

  it('`selah create-admin` run while the station holds DATA_DIR goes to it through the socket', async () => {
    // This test process stands for the running station: it holds the folder's lock (as `start`) and the socket.
    const lock = acquireDataDirLock(dataDir, 'start');
    try {
      const output = await runSelah(['create-admin', 'deacon_paul', '--email', 'paul@example.org', '--password', 'a long password'], {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      });
      expect(output).toContain('Created admin deacon_paul.');
    } finally {
      lock.release();
    }
    const [paul] = await t.app.db.select().from(users).where(eq(users.username, 'deacon_paul'));
    expect(paul).toMatchObject({ role: 'admin', email: 'paul@example.org' });
  });
});
