import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { radioMessagesEs } from '@selah/contracts/messages-es/radio';
import { radioMessages, type StreamStatus } from '@selah/contracts/radio';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Saturday 28 November 2026, 10:30 in Chicago (the station's zone).
const clock = fixedClock('2026-11-28T16:30:00Z');
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/programs',
    headers: admin.auth,
    payload: {
      title: 'Alabanza Matutina',
      host: 'Ana Ruiz',
      description: '',
      category: 'music',
      date: '2026-11-28',
      start: '10:00',
      end: '11:00',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const status = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/stream/status', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toContain('Accept-Language');
  return res.json<StreamStatus>().onAir;
};

describe("the status's on-air line, in the request's language", () => {
  it('says the program on air in English to an English reader, in Spanish to a Spanish one', async () => {
    const en = await status({ 'accept-language': 'en-US' });
    expect(en.program?.title).toBe('Alabanza Matutina');
    const english = en.awaitingLive ? radioMessages.onAirMusicUntil('Ana Ruiz') : radioMessages.onAirProgram('Alabanza Matutina');
    expect(en.label).toBe(english);

    const spanish = en.awaitingLive ? radioMessagesEs.onAirMusicUntil('Ana Ruiz') : radioMessagesEs.onAirProgram('Alabanza Matutina');
    expect((await status({ 'accept-language': 'es-MX,es;q=0.9' })).label).toBe(spanish);
    // The switch's cookie wins over the browser's language, both ways.
    expect((await status({ cookie: 'selah_lang=es', 'accept-language': 'en' })).label).toBe(spanish);
    expect((await status({ cookie: 'selah_lang=en', 'accept-language': 'es' })).label).toBe(english);
    expect(spanish).not.toBe(english);
  });
});

/** A page's /ws/now-playing socket, opened with these headers; keeps each on-air line it hears. */
async function nowPlaying(headers: Record<string, string>) {
  const ws = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/now-playing`, { headers });
  const labels: Array<string | null> = [];
  ws.on('message', (data) => labels.push((JSON.parse(String(data)) as { status: StreamStatus }).status.onAir.label));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, labels };
}

describe("the now-playing push's on-air line, in each socket's language", () => {
  it('says the line to each socket in the language of the page that opened it, the cookie first', async () => {
    const english = (await status({ 'accept-language': 'en' })).label;
    const spanish = (await status({ 'accept-language': 'es' })).label;
    expect(spanish).not.toBe(english);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const en = await nowPlaying({ 'accept-language': 'en-US' });
    const es = await nowPlaying({ 'accept-language': 'es-MX,es;q=0.9' });
    const chosen = await nowPlaying({ cookie: 'selah_lang=es', 'accept-language': 'en' });
    // The first message on opening, then a push to everyone (the station renamed).
    await expect.poll(() => [en, es, chosen].every((s) => s.labels.length === 1)).toBe(true);
    await t.app.service('radio').radio.refreshName();
    await expect.poll(() => [en, es, chosen].every((s) => s.labels.length === 2)).toBe(true);
    expect(en.labels).toEqual([english, english]);
    expect(es.labels).toEqual([spanish, spanish]);
    expect(chosen.labels).toEqual([spanish, spanish]);
    for (const s of [en, es, chosen]) s.ws.close();
  });
});

describe('a schedule slot in the audit log, in the reader’s language', () => {
  it('says a weekly slot with its weekday in Spanish inside the Spanish line', async () => {
    // Sundays and Mondays cleared of the demo's programs first.
    const listed = await t.app.inject({ url: '/api/admin/programs', headers: admin.auth });
    for (const p of listed.json<{ programs: Array<{ id: string; weekday: number; date: string | null }> }>().programs) {
      if ((p.weekday === 0 || p.weekday === 1) && !p.date)
        expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${p.id}`, headers: admin.auth })).statusCode).toBeLessThan(
          300,
        );
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin.auth,
      payload: { title: 'Vigilia', host: 'Ana Ruiz', description: '', category: 'music', weekdays: [0, 1], start: '05:00', end: '05:30' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const audit = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/admin/audit?action=schedule.program.create', headers: { ...admin.auth, ...headers } }))
        .json<{ entries: Array<{ summary: string }> }>()
        .entries.map((e) => e.summary)
        .find((s) => s.includes('Vigilia'));
    expect(await audit({ 'accept-language': 'en' })).toBe(
      'Put "Vigilia" with Ana Ruiz on the schedule (every Sunday, 05:00–05:30; every Monday, 05:00–05:30)',
    );
    expect(await audit({ 'accept-language': 'es' })).toBe(
      'Puso "Vigilia" con Ana Ruiz en la programación (cada domingo, 05:00–05:30; cada lunes, 05:00–05:30)',
    );
  });
});
