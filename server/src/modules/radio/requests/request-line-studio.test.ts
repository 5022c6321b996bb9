// The station comes from request-line.fixtures.ts (createTestApp), so this file runs on both databases.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { requestMessages, type SongRequestResponse } from '@selah/contracts/requests';
import { plays } from '../../../db/schema/radio.ts';
import { TrackPicker } from '../engine/picker.ts';
import { clock, t, admin, songs, requestLineStation, listener, ask, write, inbox, broadcaster, member } from './request-line.fixtures.ts';

requestLineStation();

describe('the request line', () => {
  it('finds songs in the library, and the AutoDJ plays a request next (before its playlist)', async () => {
    const found = await t.app.inject({ url: '/api/requests/songs?q=grace' });
    expect(found.statusCode).toBe(200);
    // "Grace" is in one title and one artist's name.
    expect(found.json<{ songs: Array<{ title: string; available: boolean }> }>().songs).toEqual([
      expect.objectContaining({ title: 'Amazing Grace', available: true, reason: null }),
      expect.objectContaining({ title: 'It Is Well', available: true }),
    ]);

    const well = songs.get('It Is Well')!;
    const res = await ask(well, member);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SongRequestResponse>();
    expect(answer).toMatchObject({ song: { title: 'It Is Well' }, position: 0, plays: 'autodj' });
    expect(answer.message).toBe('Your request is next: it plays after the song on air now.');

    // The AutoDJ's own rotation (the real library and schedule) offers the request first.
    const { radio, requests } = t.app.service('radio');
    const picker = new TrackPicker(() => clock.now());
    const rotation = await radio.rotation();
    expect(rotation.tracks.length).toBeGreaterThanOrEqual(3);
    const next = picker.next(rotation)!;
    expect(next).toMatchObject({ id: well, requestId: answer.id });
    // Picked once only, even before the request line hears it was played.
    expect(picker.next(rotation)!.requestId).toBeUndefined();
    await requests.played(answer.id);
    expect((await radio.rotation()).requests).toEqual([]);
    expect((await inbox()).requests[0]).toMatchObject({ id: answer.id, status: 'played', title: 'It Is Well' });
  });

  it('allows one request per listener in ten minutes, and says when the next may come', async () => {
    const who = listener();
    expect((await ask(songs.get('Amazing Grace')!, who)).statusCode).toBe(200);
    clock.advance(3 * 60_000);
    const again = await ask(songs.get('Be Thou My Vision')!, who);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toBe(requestMessages.listenerTooSoon(3, 7));
    expect(again.json<{ message: string }>().message).toBe('You requested a song 3 minutes ago. You can request another in 7 minutes.');
    clock.advance(7 * 60_000);
    expect((await ask(songs.get('Be Thou My Vision')!, who)).statusCode).toBe(200);
  });

  it('refuses a song played or asked for within the hour, with how long ago', async () => {
    const grace = songs.get('Amazing Grace')!;
    // Amazing Grace is waiting (asked for above): nobody else may ask for it again yet.
    const waiting = await ask(grace, listener());
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ message: string }>().message).toMatch(/^Someone has already asked for this song\. .* again in \d+ minutes\.$/);

    await t.app.db.insert(plays).values({
      trackId: songs.get('It Is Well')!,
      title: 'It Is Well',
      artist: 'Grace Chapel',
      source: 'autodj',
      startedAt: new Date(clock.ms() - 5 * 60_000),
    });
    const played = await ask(songs.get('It Is Well')!, listener());
    expect(played.statusCode).toBe(409);
    expect(played.json<{ message: string }>().message).toBe(
      'This song played 5 minutes ago. Please choose another, or ask for it again in 55 minutes.',
    );
    const search = await t.app.inject({ url: '/api/requests/songs?q=well' });
    expect(search.json<{ songs: Array<{ available: boolean; reason: string }> }>().songs[0]).toMatchObject({
      available: false,
      reason: 'This song played 5 minutes ago. Please choose another, or ask for it again in 55 minutes.',
    });
  });

  it('queues requests for the host during a live show: the AutoDJ does not play them', async () => {
    clock.set('2026-11-26T16:30:00Z'); // Thursday 10:30 in Chicago: a live show
    const res = await ask(songs.get('It Is Well')!, listener());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SongRequestResponse>()).toMatchObject({
      plays: 'host',
      message: 'Your request is with the host of the live show, who decides what plays.',
    });
    expect((await t.app.service('radio').radio.rotation()).requests).toEqual([]);
  });
});

describe('messages to the studio', () => {
  it('takes a prayer request and a shout-out as text, refuses bad ones, and limits a flood', async () => {
    expect((await write({ kind: 'prayer', text: '   ' }, listener())).json<{ message: string }>().message).toBe(
      requestMessages.messageEmpty,
    );
    const long = await write({ kind: 'prayer', text: 'x'.repeat(501) }, listener());
    expect([long.statusCode, long.json<{ message: string }>().message]).toEqual([400, requestMessages.messageTooLong]);
    expect((await write({ kind: 'letter', text: 'Hello' }, listener())).json<{ message: string }>().message).toBe(requestMessages.badKind);
    const who = listener();
    for (const text of ['Thank you for the morning show.', 'Please play more hymns.'])
      expect((await write({ kind: 'prayer', text }, who)).statusCode).toBe(200);
    const sent = await write({ kind: 'shoutout', name: 'Mary <b>', text: 'Happy birthday <script>alert(1)</script> Grandma!' }, who);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ message: string }>().message).toBe(requestMessages.messageSent);
    const flood = await write({ kind: 'prayer', text: 'One more' }, who);
    expect([flood.statusCode, flood.json<{ message: string }>().message]).toEqual([429, requestMessages.messageFlood]);
    // Kept exactly as written: the studio page shows it as text.
    expect((await inbox()).messages[0]).toMatchObject({
      kind: 'shoutout',
      name: 'Mary <b>',
      text: 'Happy birthday <script>alert(1)</script> Grandma!',
    });
  });

  it('shows the inbox to staff and hosts only', async () => {
    expect((await t.app.inject({ url: '/api/admin/studio/inbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/studio/inbox', headers: member.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/studio/inbox', headers: admin.auth })).statusCode).toBe(200);
    const first = (await inbox()).messages[0]!;
    const read = await t.app.inject({ method: 'POST', url: `/api/admin/studio/messages/${first.id}/read`, headers: broadcaster.auth });
    expect(read.json<{ readAt: string }>().readAt).toBe(clock.now().toISOString());
    const request = (await inbox()).requests[0]!;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/studio/requests/${request.id}/read`, headers: broadcaster.auth })).statusCode,
    ).toBe(204);
    expect((await inbox()).requests[0]!.readAt).not.toBeNull();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/studio/requests/00000000-0000-4000-8000-000000000000/read',
      headers: broadcaster.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pushes requests and messages to the studio page’s socket, and only a staff socket hears them', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/stream`;
    const open = async (token: string) => {
      const ws = new WebSocket(url);
      const heard: Array<{ type: string; data?: { text?: string; title?: string } }> = [];
      ws.on('message', (d) => heard.push(JSON.parse(String(d)) as (typeof heard)[number]));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      ws.send(JSON.stringify({ type: 'studio_auth', token }));
      await expect.poll(() => heard.some((m) => m.type === 'studio_ready' || m.type === 'error')).toBe(true);
      return { ws, heard };
    };
    const host = await open(broadcaster.token);
    const outsider = await open(member.token);
    expect(host.heard.map((m) => m.type)).toContain('studio_ready');
    expect(outsider.heard.map((m) => m.type)).toContain('error');
    await write({ kind: 'prayer', text: 'Please pray for my brother in hospital.' }, listener());
    expect((await ask(songs.get('Amazing Grace')!, listener())).statusCode).toBe(409); // still waiting: refused, nothing pushed
    expect((await ask(songs.get('Blessed Assurance')!, listener())).statusCode).toBe(200);
    await expect
      .poll(() => host.heard.filter((m) => m.type.startsWith('studio_')).map((m) => m.type))
      .toEqual(['studio_ready', 'studio_message', 'studio_request']);
    expect(host.heard.find((m) => m.type === 'studio_message')!.data!.text).toBe('Please pray for my brother in hospital.');
    expect(outsider.heard.filter((m) => m.type.startsWith('studio_'))).toEqual([]);
    host.ws.close();
    outsider.ws.close();
  });

  it('puts a shout-out on air as the title listeners see; a prayer request cannot go on air', async () => {
    const who = listener();
    await write({ kind: 'shoutout', name: 'Ruth', text: 'Greetings to the night shift at St. Luke’s!' }, who);
    await write({ kind: 'prayer', text: 'For peace.' }, who);
    const [prayer, shout] = (await inbox()).messages;
    const onAir = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/studio/messages/${id}/on-air`, headers: broadcaster.auth });
    // This test station runs no engine until started: nothing can go on air, and it says so.
    expect((await onAir(shout!.id)).json<{ message: string }>().message).toBe(requestMessages.noEngine);
    const { station } = t.app.service('radio').radio;
    station.startEngine();
    await station.firstPick;
    const res = await onAir(shout!.id);
    expect(res.statusCode, res.body).toBe(200);
    const title = 'Shout-out from Ruth: Greetings to the night shift at St. Luke’s!';
    expect(res.json()).toEqual({ title });
    expect((await t.app.inject({ url: '/api/stream/status' })).json<{ song: { title: string } }>().song.title).toBe(title);
    expect((await inbox()).messages.find((m) => m.id === shout!.id)!.airedAt).not.toBeNull();
    const refused = await onAir(prayer!.id);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, requestMessages.notShoutout]);
    station.stopEngine();
  });
});
