// The station comes from source-clients.fixtures.ts (createTestApp): real DJ software, in the stream project.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { radioMessages } from '@selah/contracts/radio';
import { users } from '../../../db/schema/accounts.ts';
import {
  t,
  sourceClientsStation,
  status,
  waitFor,
  basic,
  updateMetadata,
  ffmpegSource,
  icyListener,
  signup,
  stopped,
} from './source-clients.fixtures.ts';

sourceClientsStation();

describe("a live DJ names the song: Icecast's metadata update", () => {
  it('refuses a wrong password, and says so when no live source is on /live', async () => {
    expect(await waitFor(async () => (await status()).song.title === 'Still Waters', 15_000)).toBe(true);
    const wrong = await updateMetadata('mode=updinfo&mount=/live&song=Hello', basic('source', 'not-it'));
    expect(wrong.status).toBe(401);
    expect(wrong.head.toLowerCase()).toContain('www-authenticate: basic');

    const noSource = await updateMetadata('mode=updinfo&mount=/live&song=Hello');
    expect(noSource.status).toBe(400);
    expect(noSource.body).toContain(radioMessages.metadataNoSource);
    expect(noSource.body).toContain('<return>0</return>');
    expect((await status()).song.title).toBe('Still Waters');
  });

  it('sets the ICY title and the status song for the rest of the show, and the broadcast goes on', async () => {
    const dj = ffmpegSource();
    const listener = icyListener();
    try {
      expect(await waitFor(async () => (await status()).station.isLive, 15_000)).toBe(true);
      expect((await status()).song.title).toBe('Evening Prayer');
      // What is on air says live too: the pages' line, and the program's name or the show's.
      expect((await status()).onAir).toMatchObject({ source: 'live', label: expect.stringMatching(/^Live · /) });

      const ok = await updateMetadata(
        `mode=updinfo&mount=%2Flive&charset=UTF-8&song=${encodeURIComponent('Tasha Greene - Oh Happy Day (Café Session)')}`,
      );
      expect(ok.status).toBe(200);
      expect(ok.head.toLowerCase()).toContain('content-type: text/xml');
      expect(ok.body).toBe(
        '<?xml version="1.0"?>\n<iceresponse><message>Metadata update successful</message><return>1</return></iceresponse>\n',
      );
      const s = await status();
      expect(s.song).toMatchObject({ title: 'Tasha Greene - Oh Happy Day (Café Session)', artist: '' });
      expect(s.station.isLive).toBe(true);
      expect(await waitFor(() => listener.titles.includes('Tasha Greene - Oh Happy Day (Café Session)'), 10_000)).toBe(true);

      // An older encoder's Latin-1, named as such.
      const latin1 = await updateMetadata('mode=updinfo&mount=/live&charset=ISO-8859-1&song=Ave+Mar%EDa');
      expect(latin1.status).toBe(200);
      expect((await status()).song.title).toBe('Ave María');
      expect(await waitFor(() => listener.titles.includes('Ave María'), 10_000)).toBe(true);

      // A broadcaster's own username and password, as the source mount takes them.
      expect((await signup('dj_tasha')).statusCode).toBe(201);
      await t.app.db.update(users).set({ role: 'broadcaster' }).where(eq(users.username, 'dj_tasha'));
      const own = await updateMetadata('mode=updinfo&mount=/live&song=Blessed+Assurance', basic('dj_tasha', 'on the air 123'));
      expect(own.status).toBe(200);
      expect((await status()).song.title).toBe('Blessed Assurance');
      expect(await waitFor(() => listener.titles.includes('Blessed Assurance'), 10_000)).toBe(true);
      expect((await signup('listener_ann')).statusCode).toBe(201);
      expect((await updateMetadata('mode=updinfo&mount=/live&song=Nope', basic('listener_ann', 'on the air 123'))).status).toBe(401);

      const otherMount = await updateMetadata('mode=updinfo&mount=/stream&song=Elsewhere');
      expect(otherMount.status).toBe(400);
      expect(otherMount.body).toContain(radioMessages.metadataOtherMount);
      const noSong = await updateMetadata('mode=updinfo&mount=/live');
      expect(noSong.status).toBe(400);
      expect(noSong.body).toContain(radioMessages.metadataMissing);
      expect((await status()).song.title).toBe('Blessed Assurance');

      // The broadcast never stopped: the DJ is still on air and the listener still receives audio.
      const before = listener.bytes();
      await new Promise((r) => setTimeout(r, 2000));
      expect(listener.bytes() - before).toBeGreaterThan(16_000);
      expect(dj.exitCode).toBeNull();
      expect((await status()).station.isLive).toBe(true);
    } finally {
      listener.close();
      await stopped(dj);
    }
    // The show ended: the AutoDJ's song is back, and a late update is refused.
    expect(await waitFor(async () => (await status()).song.title === 'Still Waters', 15_000)).toBe(true);
    expect((await updateMetadata('mode=updinfo&mount=/live&song=Late')).status).toBe(400);
  }, 60_000);
});
