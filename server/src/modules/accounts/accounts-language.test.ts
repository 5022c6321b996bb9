// The station comes from accounts.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { t, accountsStation, signupBody, signup, freshIp, bearer, login, accounts } from './accounts.fixtures.ts';

accountsStation();

const wrongSignIn = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'nobody_here', password: 'not the password' },
    remoteAddress: freshIp(),
    headers,
  });

describe('the server answers in the language of the request', () => {
  it('answers a wrong sign-in in Spanish for Accept-Language es and for the selah_lang cookie, in English otherwise', async () => {
    const byBrowser = await wrongSignIn({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(byBrowser.statusCode).toBe(401);
    expect(byBrowser.json().message).toBe('Nombre de usuario o contraseña incorrectos');
    const byCookie = await wrongSignIn({ cookie: 'selah_lang=es', 'accept-language': 'en-US' });
    expect(byCookie.json().message).toBe('Nombre de usuario o contraseña incorrectos');
    const unknown = await wrongSignIn({ cookie: 'selah_lang=xx', 'accept-language': 'fr-FR' });
    expect(unknown.json().message).toBe('Invalid username or password');
    const english = await wrongSignIn({ cookie: 'selah_lang=en', 'accept-language': 'es' });
    expect(english.json().message).toBe('Invalid username or password');
  });

  it('names each field of a 400 in Spanish, the schema’s sentences and zod’s own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody('x'), email: 'not-an-email', password: 'short', confirmPassword: 'short' },
      headers: { 'accept-language': 'es' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    const { fields, message } = res.json();
    expect(fields.username).toBe('El nombre de usuario debe tener de 3 a 30 caracteres: letras, números y guiones bajos');
    expect(fields.email).toBe('Escriba un correo electrónico válido');
    expect(fields.password).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(Object.values(fields)).toContain(message);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers: { cookie: 'selah_lang=es' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.values(missing.json().fields).join(' ')).not.toMatch(/Invalid|expected|Required/);
  });

  it('words a success’s message and an unknown API path in the request’s language', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'someone@example.org' },
      headers: { 'accept-language': 'es' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(202);
    expect(reset.json().message).toMatch(/^(Si alguna cuenta usa ese correo|Esta estación no puede enviar correos)/);
  });
});

describe('the member’s language', () => {
  it('is saved from the profile, returned with the session’s user, and refuses an unknown code', async () => {
    const { token, user } = (await signup(signupBody('Lucia'))).json();
    expect(user.locale ?? null).toBeNull();
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload: { locale: 'es' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('es');
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().locale).toBe('es');
    const [row] = await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('es');
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload: { locale: 'klingon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.locale).toBe('Choose a language Selah speaks: English (en) or Spanish (es).');
    const badEs = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { ...bearer(token), cookie: 'selah_lang=es' },
      payload: { locale: 'fr' },
    });
    expect(badEs.json().fields.locale).toBe('Elija un idioma que Selah hable: inglés (en) o español (es).');
    const other = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(other.json().locale).toBe('es');
  });

  it('mails a Spanish member’s password reset in Spanish, an English member’s in English', async () => {
    const rosa = (await signup(signupBody('Rosa'))).json();
    await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(rosa.token), payload: { locale: 'es' } });
    await signup(signupBody('Edith'));
    for (const email of ['rosa@example.org', 'edith@example.org'])
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } })).statusCode).toBe(202);
    await accounts().createAdmin('mail_reader', { password: 'mail-reader-pw' });
    const { token } = (await login('mail_reader', 'mail-reader-pw')).json();
    const mails = (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) })).json() as Array<Record<string, string>>;
    const spanish = mails.find((m) => m.toAddress === 'rosa@example.org')!;
    expect(spanish.subject).toBe('Restablezca su contraseña');
    expect(spanish.bodyText).toMatch(/^Hola, Rosa:\n\nAlguien \(esperamos que usted\) pidió restablecer la contraseña/);
    expect(spanish.bodyText).toContain('/reset-password?token=');
    const english = mails.find((m) => m.toAddress === 'edith@example.org')!;
    expect(english.subject).toBe('Reset your password');
    expect(english.bodyText).toMatch(/^Hello Edith,/);
  });
});
