// The station comes from accounts.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { multipartFile } from '../../test/requests.ts';
import { users } from '../../db/schema/accounts.ts';
import { t, accountsStation, signupBody, signup, login, accounts, bearer } from './accounts.fixtures.ts';

accountsStation();

describe('profile', () => {
  it('updates bio, country and city; validates them', async () => {
    const { token } = (await signup(signupBody('Priscilla'))).json();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { bio: 'Grandmother of five.', country: 'CA', city: 'toronto-on' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ bio: 'Grandmother of five.', country: 'CA', city: 'toronto-on' });
    const long = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { bio: 'x'.repeat(501) },
    });
    expect(long.json().fields.bio).toBe('Bio must be at most 500 characters');
    const city = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload: { city: '12 <b>' } });
    expect(city.statusCode).toBe(400);
    const town = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { city: 'Smiths Grove' },
    });
    expect(town.json()).toMatchObject({ city: 'Smiths Grove' });
  });

  it('has no way to change another member: the token decides whose profile it is', async () => {
    const a = (await signup(signupBody('Member_a'))).json();
    const b = (await signup(signupBody('Member_b'))).json();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(a.token),
      payload: { bio: 'I am A', id: b.user.id, username: 'Member_b' },
    });
    const bNow = await t.app.inject({ url: '/api/auth/me', headers: bearer(b.token) });
    expect(bNow.json().bio).toBe('');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { bio: 'anon' } })).statusCode).toBe(401);
  });

  it('refuses an admin-only route to a member with 403', async () => {
    const { token } = (await signup(signupBody('Curious'))).json();
    expect((await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/forms/contact', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('stores an avatar checked by content, resized to 256 px WebP, and refuses other files', async () => {
    const { token } = (await signup(signupBody('Picture_me'))).json();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, filename: string) => {
      const { payload, contentType } = multipartFile('avatar', filename, bytes, 'image/png');
      return t.app.inject({ method: 'POST', url: '/api/auth/avatar', headers: { ...bearer(token), 'content-type': contentType }, payload });
    };
    const res = await upload(png, 'me.png');
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().avatar;
    expect(avatar).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const served = await t.app.inject(avatar);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please choose a PNG, JPEG or WebP image.');
    const huge = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'huge.png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('larger than 2 MB');
  });

  it('answers real zero stats for a new member', async () => {
    const { user } = (await signup(signupBody('Newcomer'))).json();
    expect((await t.app.inject(`/api/users/${user.id}/stats`)).json()).toEqual({ discussions: 0, comments: 0, prayers: 0 });
  });
});

describe('roles', () => {
  it('create-admin creates or promotes; broadcasters and admins may feed the live mount', async () => {
    await signup(signupBody('Dj_samuel'));
    expect(await accounts().verifyBroadcasterCredentials('dj_samuel', 'correct horse battery')).toBe(false);
    await t.app.db.update(users).set({ role: 'broadcaster' }).where(eq(users.username, 'Dj_samuel'));
    expect(await accounts().verifyBroadcasterCredentials('dj_samuel', 'correct horse battery')).toBe(true);
    expect(await accounts().verifyBroadcasterCredentials('dj_samuel', 'wrong')).toBe(false);
    const made = await accounts().createAdmin('station_admin');
    expect(made.created).toBe(true);
    expect(made.password).toMatch(/^[\w-]{16}$/);
    expect((await login('station_admin', made.password!)).json().user.role).toBe('admin');
    expect((await accounts().createAdmin('Dj_samuel')).created).toBe(false);
    expect((await login('dj_samuel', 'correct horse battery')).json().user.role).toBe('admin');
  });
});
