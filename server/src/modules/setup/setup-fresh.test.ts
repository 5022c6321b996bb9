// Each station comes from createTestApp, so this file runs on both databases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupMessages } from '@selah/contracts/setup';
import { loadSharp } from '../../platform/images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { station, admin, setupWith, codeOf, get } from './setup.fixtures.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-setup-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a fresh station', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dataDir });
  });
  afterAll(() => t.close());

  it('needs its setup and has a code printed at start that survives a restart', async () => {
    expect(await get(t, '/api/setup')).toEqual({ needed: true });
    const code = codeOf(t);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Another start (or another instance) prints the same code until it is used.
    expect(await t.app.service('setup').setup.issueCode()).toBe(code);
  });

  it('refuses a wrong code with a sentence and makes nothing', async () => {
    const res = await setupWith(t, { code: 'AAAA-BBBB-CCCC', admin, station, demo: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: setupMessages.badCode });
    expect(await get(t, '/api/setup')).toEqual({ needed: true });
    expect((await get<{ name: string }>(t, '/api/station')).name).toBe('Harvest Light Radio');
  });

  it('names the field of each bad answer, and the code still works afterwards', async () => {
    const code = codeOf(t);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ station: { ...station, timezone: 'Mars/Olympus' } }, /time zone/],
      [{ station: { ...station, accent: '#fde68a' } }, /too light/],
      [{ station: { ...station, name: '  ' } }, /name/],
      [{ station: { ...station, contactEmail: 'not an email' } }, /valid email/],
      [{ admin: { ...admin, password: 'short' } }, /at least 8/],
      [{ demo: 'yes' }, /start empty or with the demo/],
      [{ station: { ...station, logo: 'https://elsewhere.example/logo.png' } }, /logo/],
    ];
    for (const [change, message] of cases) {
      const res = await setupWith(t, { code, admin, station, demo: false, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await get(t, '/api/setup')).toEqual({ needed: true });
  });

  it('takes a logo only with the code, and only an image', async () => {
    const png = await loadSharp()({ create: { width: 300, height: 300, channels: 4, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, code?: string) => {
      const boundary = '----selah';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/setup/logo',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(code ? { 'x-setup-code': code } : {}) },
        payload: body,
      });
    };
    expect((await upload(png)).statusCode).toBe(403);
    expect((await upload(png, 'WRONG-CODE-0000')).statusCode).toBe(403);
    const notImage = await upload(Buffer.from('%PDF-1.4 not an image at all'), codeOf(t));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<{ message: string }>().message).toMatch(/PNG, JPEG or WebP/);
    const ok = await upload(png, codeOf(t).toLowerCase());
    expect(ok.statusCode).toBe(201);
    const { url } = ok.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    station.logo = url;
  });

  it('starts empty: the first admin signs in, the identity is the station’s, and nothing of the demo is left', async () => {
    const res = await setupWith(t, { code: codeOf(t), admin, station, demo: false, address: 'https://radio.gracechapel.example/' });
    expect(res.statusCode, res.body).toBe(201);
    const { token, user } = res.json<{ token: string; user: { username: string; role: string; email: string } }>();
    expect(user).toMatchObject({ username: 'pastor_ruth', role: 'admin', email: 'ruth@gracechapel.example' });
    const auth = { authorization: `Bearer ${token}` };
    expect(await get(t, '/api/auth/me', auth)).toMatchObject({ username: 'pastor_ruth' });
    expect(await get(t, '/api/setup')).toEqual({ needed: false });
    expect(t.app.service('setup').setup.pendingCode()).toBeNull();

    const identity = await get<Record<string, unknown>>(t, '/api/station');
    expect(identity).toMatchObject({
      name: 'Grace Chapel Radio',
      shortName: 'Grace Chapel',
      tagline: 'Hope for the Ozarks',
      city: 'Springfield, MO',
      accent: '#1d4ed8',
      logo: station.logo,
      contact: { email: 'office@gracechapel.example', phone: '', hours: '' },
      social: [],
    });
    expect(JSON.stringify(identity)).not.toMatch(/Harvest|Bowling Green|Fairview/);
    expect(t.app.time.zone()).toBe('America/Chicago');

    // Empty means empty.
    expect(await get(t, '/api/sponsors')).toEqual([]);
    expect(await get(t, '/api/team')).toEqual([]);
    expect(await get(t, '/api/packages')).toEqual({ sponsorship: [], advertising: [] });
    expect(await get(t, '/api/pages/about')).toEqual({ mission: 'Hope for the Ozarks', story: [], values: [], stats: [] });
    expect((await get<{ threads: unknown[] }>(t, '/api/community/threads')).threads).toEqual([]);
    expect(await get(t, '/api/events/upcoming')).toEqual([]);
    expect((await get<{ episodes: unknown[] }>(t, '/api/episodes')).episodes).toEqual([]);
    expect((await get<{ programs: unknown[] }>(t, '/api/admin/programs', auth)).programs).toEqual([]);
    expect(await get(t, '/api/admin/demo', auth)).toEqual({ present: false });
    // The audit log says who set the station up.
    const audit = await get<{ entries: Array<{ action: string; actor: { name: string } }> }>(t, '/api/admin/audit', auth);
    expect(audit.entries.find((e) => e.action === 'setup.complete')).toMatchObject({ actor: { name: 'pastor_ruth' } });
  });

  it('is set up once: the code cannot be used again', async () => {
    const again = await setupWith(t, { code: 'AAAA-BBBB-CCCC', admin: { ...admin, username: 'intruder' }, station, demo: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: setupMessages.alreadySetUp });
  });
});
