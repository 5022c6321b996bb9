// The fresh targets the rows of the admin route table ask for: a new message, event, gift, track and so on each time.
import sharp from 'sharp';
import { human, multipartFile } from '../../test/requests.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { multipart, songFile } from '../../test/music.ts';
import type { Ctx } from './admin-access.fixtures.ts';
export const pngUpload = async () =>
  multipartFile(
    'image',
    'logo.png',
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#9a3412' } })
      .png()
      .toBuffer(),
  );
export async function newMessage({ t }: Ctx): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { name: 'Access', email: 'access@example.org', subject: 'Access check', message: 'Checking the console.', ...human(20_000) },
  });
  return res.json<{ id: string }>().id;
}

/** A message from a host to a member, reported by the member; answers the report's id. */
export async function reportedMessage({ t }: Ctx): Promise<string> {
  const sender = await createTestUser(t.app.db, { role: 'broadcaster' });
  const recipient = await createTestUser(t.app.db);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: sender.auth,
    payload: { to: recipient.id, text: 'Access check' },
  });
  const messageId = sent.json<{ id: string }>().id;
  const report = await t.app.inject({
    method: 'POST',
    url: `/api/messages/${messageId}/report`,
    headers: recipient.auth,
    payload: { reason: 'spam' },
  });
  return report.json<{ id: string }>().id;
}

export const day = 24 * 3600_000;
export async function newEvent({ t, admin }: Ctx): Promise<string> {
  const startsAt = new Date(Date.now() + 7 * day).toISOString();
  const endsAt = new Date(Date.now() + 7 * day + 3600_000).toISOString();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: admin.auth,
    payload: { title: 'Access check', startsAt, endsAt },
  });
  return res.json<{ id: string }>().id;
}
/** An event with one member coming: answers `{eventId}/attendees/{rsvpId}`. */
export async function newAttendee(ctx: Ctx): Promise<string> {
  const id = await newEvent(ctx);
  const member = await createTestUser(ctx.t.app.db);
  await ctx.t.app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, headers: member.auth, payload: { seats: 1 } });
  const list = await ctx.t.app.inject({ url: `/api/admin/events/${id}/attendees`, headers: ctx.admin.auth });
  return `${id}/attendees/${list.json<{ attendees: Array<{ id: string }> }>().attendees[0]!.id}`;
}
export async function newGift({ t, admin }: Ctx): Promise<string> {
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/payments/intent',
    payload: { amount: 2500, currency: 'usd', donorInfo: { name: 'Ruth', email: 'ruth@example.org' } },
  });
  const id = intent.json<{ id: string }>().id;
  const token = `tok_test_success_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;
  const cookie = String(intent.headers['set-cookie']).split(';')[0]!;
  await t.app.inject({
    method: 'POST',
    url: `/api/payments/intent/${id}/confirm`,
    payload: { token, brand: 'Visa', last4: '4242' },
    headers: { cookie },
  });
  const list = await t.app.inject({ url: '/api/admin/payments/gifts', headers: admin.auth });
  return list.json<{ gifts: Array<{ id: string }> }>().gifts[0]!.id;
}

export async function newFund({ t, admin }: Ctx): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/funds',
    headers: admin.auth,
    payload: { name: uniqueName() },
  });
  return res.json<{ id: string }>().id;
}

export let songs = 0;
export const newSong = async () => ({ name: 'access.mp3', data: await songFile(`Access check ${++songs}`, 'Test Choir') });
export async function newTrack({ t, admin }: Ctx): Promise<string> {
  const body = multipart([await newSong()]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/tracks',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  return res.json<{ tracks: Array<{ id: string }> }>().tracks[0]!.id;
}
export const uniqueName = () => `Access check ${Math.random().toString(36).slice(2, 10)}`;
export async function newPlaylist({ t, admin }: Ctx): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/playlists', headers: admin.auth, payload: { name: uniqueName() } });
  return res.json<{ id: string }>().id;
}
// Each one-off program on its own Sunday, years ahead, after the seeded all-day Sunday is cleared.
export let sundays = 0;
export const freeDate = () => new Date(Date.UTC(2031, 0, 5 + 7 * sundays++)).toISOString().slice(0, 10);
export async function newProgram({ t, admin }: Ctx): Promise<string> {
  const payload = { title: 'Access check', host: 'Ruth', date: freeDate(), startHour: 1, endHour: 2 };
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/programs', headers: admin.auth, payload });
  return res.json<{ programs: Array<{ id: string }> }>().programs[0]!.id;
}
/** A listener's message to the studio (a shout-out), as the inbox lists it. */
export async function newStudioMessage({ t, admin }: Ctx): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: '/api/requests/messages',
    remoteAddress: `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { kind: 'shoutout', text: 'Greetings from the access check' },
  });
  const inbox = await t.app.inject({ url: '/api/admin/studio/inbox', headers: admin.auth });
  return inbox.json<{ messages: Array<{ id: string }> }>().messages[0]!.id;
}
/** A listener's song request (a song of its own, so the request line's limits never refuse it). */
export async function newSongRequest(ctx: Ctx): Promise<string> {
  const songId = await newTrack(ctx);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/requests',
    remoteAddress: `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { songId },
  });
  return res.json<{ id: string }>().id;
}
export async function newMember({ t }: Ctx): Promise<string> {
  return (await createTestUser(t.app.db)).id;
}
export async function newReply({ t }: Ctx): Promise<string> {
  const author = await createTestUser(t.app.db);
  return postReply(t, author, await postThread(t, author));
}
export async function reportedReply(ctx: Ctx): Promise<string> {
  const id = await newReply(ctx);
  const reporter = await createTestUser(ctx.t.app.db);
  await ctx.t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: reporter.auth,
    payload: { targetType: 'comment', targetId: id, reason: 'spam' },
  });
  return id;
}
