import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { multipartFile } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestUser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-settings-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'settings_admin' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const settings = async () => (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json();
const patch = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: admin.auth, payload });
const auditOf = async (action: string) =>
  (await t.app.inject({ url: `/api/admin/audit?action=${action}`, headers: admin.auth })).json().entries as Array<Record<string, unknown>>;

describe('station settings', () => {
  it('answers every part of the station content seeded from content/', async () => {
    const s = await settings();
    expect(s.station.name).toBe('Harvest Light Radio');
    expect(s.sponsors).toHaveLength(5);
    expect(s.team).toHaveLength(8);
    expect(s.sponsorPackages).toHaveLength(3);
    expect(s.adPackages).toHaveLength(3);
    expect(Object.keys(s.legal).sort()).toEqual(['privacy', 'terms']);
    expect(s.about.mission).toContain('Harvest Light');
  });

  it('changes the tagline: the station JSON and the next served page show it, and the audit log has before/after', async () => {
    const site = t.app.service('site');
    expect((await site.pageStation()).tagline).toBe('Faith-Based Community Radio');
    const station = (await settings()).station;
    const res = await patch({ station: { ...station, tagline: 'Songs of hope for the Barren River valley' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().station.tagline).toBe('Songs of hope for the Barren River valley');
    expect((await t.app.inject('/api/station')).json().tagline).toBe('Songs of hope for the Barren River valley');
    // The page's cache (5 s) was emptied by the change: the very next page load has it.
    expect((await site.pageStation()).tagline).toBe('Songs of hope for the Barren River valley');
    const [line] = await auditOf('settings.update');
    expect(line).toMatchObject({
      action: 'settings.update',
      targetId: 'station',
      summary: 'Changed the station’s tagline to “Songs of hope for the Barren River valley”',
      actor: { id: admin.id, name: 'settings_admin' },
    });
    const spanish = await t.app.inject({
      url: '/api/admin/audit?action=settings.update',
      headers: { ...admin.auth, cookie: 'selah_lang=es' },
    });
    expect(spanish.json().entries[0].summary).toBe('Cambió el lema de la emisora a “Songs of hope for the Barren River valley”');
    expect((line!.before as { tagline: string }).tagline).toBe('Faith-Based Community Radio');
    expect((line!.after as { tagline: string }).tagline).toBe('Songs of hope for the Barren River valley');
  });

  it('writes one audit line per changed part, none for a part sent unchanged', async () => {
    const s = await settings();
    const before = (await auditOf('settings.')).length;
    const team = s.team.map((m: { id: string; role: string }) =>
      m.id === 'james-porter' ? { ...m, role: 'Station Manager & Engineer' } : m,
    );
    const res = await patch({ team, about: s.about, sponsorPackages: s.sponsorPackages });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await auditOf('settings.');
    expect(lines).toHaveLength(before + 1);
    expect(lines[0]).toMatchObject({ targetId: 'team', summary: 'Changed the team' });
    expect((await t.app.inject('/api/team')).json()[0].role).toBe('Station Manager & Engineer');
  });

  it.each([
    ['an empty name', (s: Settings) => ({ station: { ...s.station, name: '  ' } }), 'station.name', 'The station needs a name.'],
    [
      'a contact email that is not one',
      (s: Settings) => ({ station: { ...s.station, contact: { ...s.station.contact, email: 'hello-at-station' } } }),
      'station.contact.email',
      'Please enter a valid email address, or leave it empty.',
    ],
    [
      'a social link that is not a web address',
      (s: Settings) => ({ station: { ...s.station, social: [{ name: 'Facebook', url: 'javascript:alert(1)' }] } }),
      'station.social.0.url',
      'Links must start with https:// or http://.',
    ],
    [
      'two sponsors with one id',
      (s: Settings) => ({ sponsors: [s.sponsors[0], s.sponsors[0]] }),
      'sponsors',
      'Two entries share the same id; each needs its own.',
    ],
    [
      'a logo from elsewhere',
      (s: Settings) => ({ sponsors: [{ ...s.sponsors[0], logo: 'https://evil.example/x.png' }] }),
      'sponsors.0.logo',
      'Pictures must be ones uploaded here (their address starts with /media/site/).',
    ],
    [
      'a sponsor whose year is not a year',
      (s: Settings) => ({ sponsors: [{ ...s.sponsors[0], established: null }] }),
      'sponsors.0.established',
      'Write the year they began, like 1987.',
    ],
    [
      'a negative price',
      (s: Settings) => ({ adPackages: [{ ...s.adPackages[0], price: -5 }] }),
      'adPackages.0.price',
      'A price cannot be negative.',
    ],
  ])('refuses %s with a sentence, and changes nothing', async (_what, change, field, message) => {
    const before = await settings();
    const lines = (await auditOf('settings.')).length;
    const res = await patch(change(before));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await settings()).toEqual(before);
    expect(await auditOf('settings.')).toHaveLength(lines);
  });

  it('refuses an empty change with a sentence', async () => {
    const res = await patch({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to change: send at least one part of the settings.');
  });
});

type Settings = {
  station: { name: string; contact: Record<string, string> } & Record<string, unknown>;
  sponsors: Array<Record<string, unknown>>;
  adPackages: Array<Record<string, unknown>>;
};

describe('settings images', () => {
  const upload = (bytes: Buffer, kind: 'logo' | 'photo', filename = 'picture.png') => {
    const { payload, contentType } = multipartFile('image', filename, bytes, 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/settings/images?kind=${kind}`,
      headers: { ...admin.auth, 'content-type': contentType },
      payload,
    });
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#9a3412' } })
      .png()
      .toBuffer();

  it('keeps a logo whole (at most 400 px), crops a photo to a 512 px square, serves both as cached WebP', async () => {
    const logo = await upload(await png(1200, 600), 'logo');
    expect(logo.statusCode, logo.body).toBe(201);
    const served = await t.app.inject(logo.json().url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 200]);

    const photo = await upload(await png(900, 1200), 'photo');
    const photoMeta = await sharp((await t.app.inject(photo.json().url)).rawPayload).metadata();
    expect([photoMeta.width, photoMeta.height]).toEqual([512, 512]);
    expect((await auditOf('settings.image'))[0]).toMatchObject({ summary: 'Uploaded a team photo' });

    // The uploaded picture can then be put on a sponsor, and the public list shows it.
    const s = await settings();
    const sponsors = s.sponsors.map((x: { id: string }) => (x.id === 'hope-center' ? { ...x, logo: logo.json().url } : x));
    expect((await patch({ sponsors })).statusCode).toBe(200);
    expect((await t.app.inject('/api/sponsors/hope-center')).json().logo).toBe(logo.json().url);
  });

  it('refuses a file that is not an image, by its content, and stores nothing', async () => {
    const before = fs.existsSync(path.join(dataDir, 'site-images')) ? fs.readdirSync(path.join(dataDir, 'site-images')).length : 0;
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'logo', 'logo.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please choose a PNG, JPEG or WebP image.', fields: { image: expect.any(String) } });
    const after = fs.existsSync(path.join(dataDir, 'site-images')) ? fs.readdirSync(path.join(dataDir, 'site-images')).length : 0;
    expect(after).toBe(before);
  });

  it('refuses an upload that is not a form file, and an image over 5 MB', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/admin/settings/images', headers: admin.auth, payload: { image: 'x' } });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().message).toBe('Please upload the image as a form file named "image".');
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'photo');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('That image is larger than 5 MB. Please choose a smaller one.');
  });

  it('answers 404 for a picture that is not there or a name that is not one of ours', async () => {
    expect((await t.app.inject('/media/site/00000000-0000-4000-8000-000000000000.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/site/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
