// The station comes from request-line.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { requestMessages, requestStandingMessages } from '@selah/contracts/requests';
import { requestMessagesEs, requestStandingMessagesEs } from '@selah/contracts/messages-es/requests';
import { t, songs, requestLineStation, listener, ask } from './request-line.fixtures.ts';

requestLineStation();

describe('the request line', () => {
  it('answers a bad or unknown song with a clear 4xx', async () => {
    const bad = await ask('not-a-song', listener());
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(requestMessages.badSong);
    const gone = await ask('00000000-0000-4000-8000-000000000000', listener());
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(requestMessages.songNotFound);
    const long = await t.app.inject({ url: `/api/requests/songs?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it('turns a flood of requests from one listener away with 429', async () => {
    const who = listener();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await ask(songs.get('Be Thou My Vision')!, who));
    expect(answers.every((a) => a.statusCode !== 500)).toBe(true);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.json<{ message: string }>().message).toBe(requestMessages.flood);
  });

  it('answers a Spanish listener in Spanish: the request’s answer, a song’s reason, the studio’s thanks, an unknown endpoint', async () => {
    const es = { 'accept-language': 'es-MX,es;q=0.9' };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { songId: songs.get('It Is Well')! },
      remoteAddress: listener(),
      headers: es,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { position, message } = asked.json<{ position: number; message: string }>();
    expect(message).toBe(requestStandingMessagesEs.autodj(position));
    expect(message).not.toBe(requestStandingMessages.autodj(position));
    const search = await t.app.inject({ url: '/api/requests/songs?q=well', headers: es });
    const song = search.json<{ songs: Array<{ title: string; reason: string | null }> }>().songs.find((s) => s.title === 'It Is Well')!;
    expect(song.reason).toBe(requestMessagesEs.songRequestedRecently(60));
    const english = await t.app.inject({ url: '/api/requests/songs?q=well' });
    expect(english.json<{ songs: Array<{ reason: string | null }> }>().songs[0]!.reason).toBe(requestMessages.songRequestedRecently(60));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/requests/messages',
      payload: { kind: 'prayer', text: 'Oren por mi familia' },
      remoteAddress: listener(),
      headers: es,
    });
    expect(sent.json<{ message: string }>().message).toBe('Gracias. Su mensaje ya está en el estudio.');
    const nowhere = await t.app.inject({ url: '/api/nowhere', headers: es });
    expect(nowhere.json<{ message: string }>().message).toBe('No existe ese punto de la API: GET /api/nowhere');
  });
});
