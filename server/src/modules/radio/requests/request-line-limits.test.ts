// The station comes from request-line.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { requestMessages } from '@selah/contracts/requests';
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
});
