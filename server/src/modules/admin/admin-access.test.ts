import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mailOutbox, type UserRole } from '../../db/schema/accounts.ts';
import { human, multipartFile } from '../../test/requests.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { postReply, postThread } from '../../test/posts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, songFile } from '../../test/music.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { attest, newCredential } from '../../test/software-authenticator.ts';
import { publicAddress } from '../../platform/public-address.ts';

/**
 * Every route under /api/admin, once: a visitor gets 401, a member 403, each allowed role its
 * success status, and a staff role that is not allowed 403. A route added without a row here
 * fails the last test, so the table stays whole.
 */
interface Row {
  method: string;
  /** The route as registered, e.g. `/api/admin/events/:id`. */
  route: string;
  roles: UserRole[];
  ok: number;
  /** The request an allowed caller sends (a fresh target each time: ids, bodies). */
  request?: (ctx: Ctx) => Promise<{
    url?: string;
    payload?: Record<string, unknown>;
    /** Files sent as multipart (the music library's upload). */
    upload?: Array<{ name: string; data: Buffer }>;
    multipart?: Multipart;
  }>;
}
interface Ctx {
  t: TestApp;
  admin: TestUser;
}

type Multipart = ReturnType<typeof multipartFile>;
const pngUpload = async () =>
  multipartFile(
    'image',
    'logo.png',
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#9a3412' } })
      .png()
      .toBuffer(),
  );
async function newMessage({ t }: Ctx): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { name: 'Access', email: 'access@example.org', subject: 'Access check', message: 'Checking the console.', ...human(20_000) },
  });
  return res.json<{ id: string }>().id;
}

/** A message from a host to a member, reported by the member; answers the report's id. */
async function reportedMessage({ t }: Ctx): Promise<string> {
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

const day = 24 * 3600_000;
async function newEvent({ t, admin }: Ctx): Promise<string> {
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
async function newAttendee(ctx: Ctx): Promise<string> {
  const id = await newEvent(ctx);
  const member = await createTestUser(ctx.t.app.db);
  await ctx.t.app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, headers: member.auth, payload: { seats: 1 } });
  const list = await ctx.t.app.inject({ url: `/api/admin/events/${id}/attendees`, headers: ctx.admin.auth });
  return `${id}/attendees/${list.json<{ attendees: Array<{ id: string }> }>().attendees[0]!.id}`;
}
async function newGift({ t, admin }: Ctx): Promise<string> {
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

async function newFund({ t, admin }: Ctx): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/funds',
    headers: admin.auth,
    payload: { name: uniqueName() },
  });
  return res.json<{ id: string }>().id;
}

let songs = 0;
const newSong = async () => ({ name: 'access.mp3', data: await songFile(`Access check ${++songs}`, 'Test Choir') });
async function newTrack({ t, admin }: Ctx): Promise<string> {
  const body = multipart([await newSong()]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/tracks',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  return res.json<{ tracks: Array<{ id: string }> }>().tracks[0]!.id;
}
const uniqueName = () => `Access check ${Math.random().toString(36).slice(2, 10)}`;
async function newPlaylist({ t, admin }: Ctx): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/playlists', headers: admin.auth, payload: { name: uniqueName() } });
  return res.json<{ id: string }>().id;
}
// Each one-off program on its own Sunday, years ahead, after the seeded all-day Sunday is cleared.
let sundays = 0;
const freeDate = () => new Date(Date.UTC(2031, 0, 5 + 7 * sundays++)).toISOString().slice(0, 10);
async function newProgram({ t, admin }: Ctx): Promise<string> {
  const payload = { title: 'Access check', host: 'Ruth', date: freeDate(), startHour: 1, endHour: 2 };
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/programs', headers: admin.auth, payload });
  return res.json<{ programs: Array<{ id: string }> }>().programs[0]!.id;
}
/** A listener's message to the studio (a shout-out), as the inbox lists it. */
async function newStudioMessage({ t, admin }: Ctx): Promise<string> {
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
async function newSongRequest(ctx: Ctx): Promise<string> {
  const songId = await newTrack(ctx);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/requests',
    remoteAddress: `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { songId },
  });
  return res.json<{ id: string }>().id;
}
async function newMember({ t }: Ctx): Promise<string> {
  return (await createTestUser(t.app.db)).id;
}
async function newReply({ t }: Ctx): Promise<string> {
  const author = await createTestUser(t.app.db);
  return postReply(t, author, await postThread(t, author));
}
async function reportedReply(ctx: Ctx): Promise<string> {
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

const staff: UserRole[] = ['admin', 'broadcaster'];
const adminOnly: UserRole[] = ['admin'];

export const adminRouteTable: Row[] = [
  { method: 'GET', route: '/api/admin/audit', roles: adminOnly, ok: 200 },
  // Dashboard, people, moderation and live (rows added with those sections).
  { method: 'GET', route: '/api/admin/dashboard', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/users', roles: adminOnly, ok: 200 },
  {
    method: 'GET',
    route: '/api/admin/users/:id',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/users/${await newMember(ctx)}` }),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/users/${await newMember(ctx)}/role`, payload: { role: 'broadcaster' } }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/suspend',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/users/${await newMember(ctx)}/suspend` }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/restore',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => {
      const id = await newMember(ctx);
      await ctx.t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/suspend`, headers: ctx.admin.auth });
      return { url: `/api/admin/users/${id}/restore` };
    },
  },
  {
    // A member who lost every second step (passkeys.test.ts has the rest): one with a passkey, reset.
    method: 'POST',
    route: '/api/admin/users/:id/two-step/reset',
    roles: adminOnly,
    ok: 204,
    request: async ({ t }) => {
      const member = await createTestUser(t.app.db);
      const options = await t.app.inject({ method: 'POST', url: '/api/auth/passkeys/options', headers: member.auth });
      const response = attest(newCredential(), options.json(), await publicAddress(t.app.config, t.app.settings));
      await t.app.inject({ method: 'POST', url: '/api/auth/passkeys', headers: member.auth, payload: { name: 'Key', response } });
      return { url: `/api/admin/users/${member.id}/two-step/reset` };
    },
  },
  // Two-step sign-in for staff: turning it off needs no code of the admin's own (turning it on does: two-step.test.ts).
  { method: 'GET', route: '/api/admin/two-step', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/two-step',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { staffRequired: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id',
    roles: adminOnly,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/users/${await newMember(ctx)}`, payload: { reason: 'The member asked by email' } }),
  },
  { method: 'GET', route: '/api/admin/reports', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/messages/reports', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/messages/reports/:id/resolve',
    roles: adminOnly,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/messages/reports/${await reportedMessage(ctx)}/resolve`, payload: { action: 'dismiss' } }),
  },
  {
    method: 'POST',
    route: '/api/admin/reports/:targetType/:targetId/resolve',
    roles: adminOnly,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/reports/comment/${await reportedReply(ctx)}/resolve`, payload: { action: 'dismiss' } }),
  },
  {
    method: 'POST',
    route: '/api/admin/comments/:id/hide',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/comments/${await newReply(ctx)}/hide` }),
  },
  {
    method: 'POST',
    route: '/api/admin/comments/:id/restore',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/comments/${await newReply(ctx)}/restore` }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/comments/:id',
    roles: adminOnly,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/comments/${await newReply(ctx)}` }),
  },
  { method: 'GET', route: '/api/admin/live', roles: staff, ok: 200 },
  // The studio's inbox of the request line (song requests, messages to the studio).
  { method: 'GET', route: '/api/admin/studio/inbox', roles: staff, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/studio/requests/:id/read',
    roles: staff,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/studio/requests/${await newSongRequest(ctx)}/read` }),
  },
  {
    method: 'POST',
    route: '/api/admin/studio/messages/:id/read',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/studio/messages/${await newStudioMessage(ctx)}/read` }),
  },
  {
    method: 'POST',
    route: '/api/admin/studio/messages/:id/on-air',
    // The matrix's station runs no radio engine: an allowed caller is told nothing can go on air.
    roles: staff,
    ok: 409,
    request: async (ctx) => ({ url: `/api/admin/studio/messages/${await newStudioMessage(ctx)}/on-air` }),
  },
  { method: 'POST', route: '/api/admin/live/kick', roles: staff, ok: 409 },
  { method: 'POST', route: '/api/admin/live/skip', roles: staff, ok: 409 },
  {
    method: 'POST',
    route: '/api/admin/live/start',
    roles: staff,
    ok: 200,
    request: async () => ({ payload: { title: 'Evening worship' } }),
  },
  { method: 'POST', route: '/api/admin/live/stop', roles: staff, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/live/keys/:userId',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/live/keys/${ctx.admin.id}` }),
  },

  // Music library, playlists, AutoDJ rules and schedule.
  { method: 'GET', route: '/api/admin/tracks', roles: staff, ok: 200 },
  { method: 'POST', route: '/api/admin/tracks', roles: staff, ok: 201, request: async () => ({ upload: [await newSong()] }) },
  {
    method: 'PATCH',
    route: '/api/admin/tracks/:id',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/tracks/${await newTrack(ctx)}`, payload: { title: 'Access check, renamed' } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/tracks/:id',
    roles: staff,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/tracks/${await newTrack(ctx)}` }),
  },
  { method: 'GET', route: '/api/admin/playlists', roles: staff, ok: 200 },
  { method: 'POST', route: '/api/admin/playlists', roles: staff, ok: 201, request: async () => ({ payload: { name: uniqueName() } }) },
  {
    method: 'PATCH',
    route: '/api/admin/playlists/:id',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/playlists/${await newPlaylist(ctx)}`, payload: { mode: 'ordered' } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/playlists/:id',
    roles: staff,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/playlists/${await newPlaylist(ctx)}` }),
  },
  { method: 'GET', route: '/api/admin/autodj', roles: staff, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/autodj',
    roles: staff,
    ok: 200,
    request: async () => ({
      payload: { songGapMinutes: 30, artistGapMinutes: 10, jinglePlaylistId: null, jingleEverySongs: 0, jingleTopOfHour: false },
    }),
  },
  { method: 'GET', route: '/api/admin/sound', roles: staff, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/sound',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { targetLufs: -16, crossfadeSeconds: 2 } }),
  },
  { method: 'GET', route: '/api/admin/programs', roles: staff, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/programs',
    roles: staff,
    ok: 201,
    request: async () => ({ payload: { title: 'Access check', host: 'Ruth', date: freeDate(), startHour: 1, endHour: 2 } }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/programs/:id',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/programs/${await newProgram(ctx)}`, payload: { title: 'Access check, renamed' } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/programs/:id',
    roles: staff,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/programs/${await newProgram(ctx)}` }),
  },

  // Station settings, inbox and outbox, giving and events lists.
  { method: 'GET', route: '/api/admin/settings', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/demo', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/checklist', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/backups', roles: adminOnly, ok: 200 },
  { method: 'POST', route: '/api/admin/backups', roles: adminOnly, ok: 201 },
  {
    method: 'PUT',
    route: '/api/admin/backups/settings',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { nightly: true, hour: 4, keep: 3 } }),
  },
  {
    method: 'GET',
    route: '/api/admin/backups/:name/download',
    roles: adminOnly,
    ok: 200,
    request: async ({ t, admin }) => {
      const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.auth });
      return { url: `/api/admin/backups/${made.json<{ name: string }>().name}/download` };
    },
  },
  { method: 'GET', route: '/api/admin/radio/source-password', roles: adminOnly, ok: 200 },
  // Each DJ's own key for the live mount (the rows run in order: made, then revoked).
  { method: 'GET', route: '/api/admin/radio/source-key', roles: staff, ok: 200 },
  { method: 'POST', route: '/api/admin/radio/source-key', roles: staff, ok: 200 },
  { method: 'DELETE', route: '/api/admin/radio/source-key', roles: staff, ok: 204 },
  {
    method: 'PUT',
    route: '/api/admin/radio/source-password',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { password: 'a-source-password' } }),
  },
  { method: 'DELETE', route: '/api/admin/radio/source-password', roles: adminOnly, ok: 200 },
  { method: 'DELETE', route: '/api/admin/demo', roles: adminOnly, ok: 204 },
  { method: 'GET', route: '/api/admin/time-zone', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/time-zone',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { zone: 'America/Chicago' } }),
  },
  { method: 'GET', route: '/api/admin/mail', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/mail',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { host: 'smtp.example.org', port: 587, user: 'radio', password: 'p', from: 'radio@example.org' } }),
  },
  { method: 'DELETE', route: '/api/admin/mail', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/mail/test',
    roles: adminOnly,
    ok: 200,
    request: async ({ t, admin }) => {
      smtp ??= await startSmtpCapture();
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/mail',
        headers: admin.auth,
        payload: { host: '127.0.0.1', port: smtp.port, from: 'radio@example.org' },
      });
      return { payload: { to: 'access@example.org' } };
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/settings',
    roles: adminOnly,
    ok: 200,
    request: async ({ t, admin }) => {
      const { station } = (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json<{ station: object }>();
      return { payload: { station: { ...station, tagline: 'Access check' } } };
    },
  },
  {
    method: 'POST',
    route: '/api/admin/settings/images',
    roles: adminOnly,
    ok: 201,
    request: async () => ({ url: '/api/admin/settings/images', multipart: await pngUpload() }),
  },
  { method: 'GET', route: '/api/admin/inbox/counts', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/inbox/:kind', roles: adminOnly, ok: 200, request: async () => ({ url: '/api/admin/inbox/contact' }) },
  {
    method: 'GET',
    route: '/api/admin/inbox/:kind/:id',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/inbox/contact/${await newMessage(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:kind/:id/handled',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/inbox/contact/${await newMessage(ctx)}/handled` }),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:kind/:id/reopen',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/inbox/contact/${await newMessage(ctx)}/reopen` }),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:kind/:id/reply',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({
      url: `/api/admin/inbox/contact/${await newMessage(ctx)}/reply`,
      payload: { subject: 'Re: access check', message: 'Thank you for writing.' },
    }),
  },
  { method: 'GET', route: '/api/admin/inbox/newsletter', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/inbox/newsletter.csv', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/inbox/outbox', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/inbox/outbox/:id/resend',
    roles: adminOnly,
    ok: 201,
    request: async ({ t }) => {
      const [mail] = await t.app.db
        .insert(mailOutbox)
        .values({ toAddress: 'a@example.org', subject: 'Hi', bodyText: 'x', status: 'failed' })
        .returning();
      return { url: `/api/admin/inbox/outbox/${mail!.id}/resend` };
    },
  },

  { method: 'GET', route: '/api/admin/forms/:kind', roles: adminOnly, ok: 200, request: async () => ({ url: '/api/admin/forms/contact' }) },
  { method: 'GET', route: '/api/admin/outbox', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/listeners', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/payments/gifts', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/payments/gifts.csv', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/payments/totals', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/payments/recurring', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/payments/gifts/:id/refund',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/payments/gifts/${await newGift(ctx)}/refund` }),
  },
  { method: 'GET', route: '/api/admin/payments/stripe', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/payments/stripe',
    roles: adminOnly,
    ok: 200,
    // No Stripe reachable in this test: the keys are saved and the answer says Stripe could not be reached.
    request: async () => ({
      payload: { publishableKey: 'pk_test_accesscheck00', secretKey: 'sk_test_accesscheck00', webhookSecret: 'whsec_accesscheck00' },
    }),
  },
  { method: 'DELETE', route: '/api/admin/payments/stripe', roles: adminOnly, ok: 200 },
  { method: 'GET', route: '/api/admin/payments/receipts', roles: adminOnly, ok: 200 },
  {
    method: 'PUT',
    route: '/api/admin/payments/receipts',
    roles: adminOnly,
    ok: 200,
    request: async () => ({ payload: { legalName: 'Harvest Light Radio, Inc.', taxId: '61-1234567' } }),
  },
  { method: 'GET', route: '/api/admin/payments/funds', roles: adminOnly, ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/payments/funds',
    roles: adminOnly,
    ok: 201,
    request: async () => ({ payload: { name: uniqueName() } }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/payments/funds/:id',
    roles: adminOnly,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/payments/funds/${await newFund(ctx)}`, payload: { archived: true } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/payments/funds/:id',
    roles: adminOnly,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/payments/funds/${await newFund(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/events',
    roles: staff,
    ok: 201,
    request: async () => ({
      payload: {
        title: 'Access check',
        startsAt: new Date(Date.now() + day).toISOString(),
        endsAt: new Date(Date.now() + day + 3600_000).toISOString(),
      },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/events/:id',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/events/${await newEvent(ctx)}`, payload: { title: 'Access check, moved' } }),
  },
  {
    method: 'POST',
    route: '/api/admin/fund-drives',
    roles: adminOnly,
    ok: 201,
    request: async () => ({
      payload: { title: 'Access drive', goalCents: 100000, startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-02-01T00:00:00Z' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/admin/fund-drives/:id/match',
    roles: adminOnly,
    ok: 200,
    request: async ({ t, admin }) => {
      const drive = await t.app.inject({
        method: 'POST',
        url: '/api/admin/fund-drives',
        headers: admin.auth,
        payload: { title: 'Access match', goalCents: 100000, startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-02-01T00:00:00Z' },
      });
      return { url: `/api/admin/fund-drives/${drive.json<{ id: string }>().id}/match`, payload: { matchCents: 50000 } };
    },
  },
  {
    method: 'GET',
    route: '/api/admin/events/:id/attendees',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/events/${await newEvent(ctx)}/attendees?format=csv` }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/events/:id',
    roles: staff,
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/events/${await newEvent(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/attendees/:rsvpId/check-in',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/events/${await newAttendee(ctx)}/check-in` }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/events/:id/attendees/:rsvpId/check-in',
    roles: staff,
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/events/${await newAttendee(ctx)}/check-in` }),
  },
];

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
let dataDir: string;
const users = {} as Record<UserRole, TestUser>;
beforeAll(async () => {
  // A folder of its own: the backup rows write into DATA_DIR/backups.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-admin-access-'));
  // Stripe's API is a closed local port here: checking a key never leaves the machine.
  t = await createTestApp({
    dataDir,
    payments: { stripe: undefined, stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' }, feePercent: 2.9, feeFixedCents: 30 },
  });
  for (const role of ['member', 'broadcaster', 'admin'] as const) users[role] = await createTestUser(t.app.db, { role });
  // Sundays are one all-day program in the seed; the schedule rows add one-off programs there.
  const sunday = (await t.app.inject({ url: '/api/admin/programs', headers: users.admin.auth }))
    .json<{ programs: Array<{ id: string; weekday: number }> }>()
    .programs.find((p) => p.weekday === 0)!;
  await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${sunday.id}`, headers: users.admin.auth });
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sample = (route: string) => route.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

describe.each(adminRouteTable)('$method $route', (row) => {
  const call = async (user: TestUser | null, url = sample(row.route), payload?: Record<string, unknown>, multipart?: Multipart) =>
    t.app.inject({
      method: row.method as 'GET',
      url,
      headers: { ...(user ? user.auth : {}), ...(multipart ? { 'content-type': multipart.contentType } : {}) },
      ...(multipart ? { payload: multipart.payload } : payload === undefined ? {} : { payload }),
    });

  it('asks a visitor to sign in (401) and refuses a member (403)', async () => {
    expect((await call(null)).statusCode).toBe(401);
    expect((await call(users.member)).statusCode).toBe(403);
  });

  it.each(['admin', 'broadcaster'] as const)('as %s', async (role) => {
    const allowed = row.roles.includes(role);
    const prepared = allowed && row.request ? await row.request({ t, admin: users.admin }) : {};
    const upload = prepared.upload && multipart(prepared.upload);
    const res = upload
      ? await t.app.inject({ method: 'POST', url: row.route, payload: upload.payload, headers: { ...upload.headers, ...users[role].auth } })
      : await call(users[role], prepared.url ?? sample(row.route), prepared.payload, prepared.multipart);
    expect(res.statusCode, res.body).toBe(allowed ? row.ok : 403);
  });
});

it('covers every route under /api/admin', () => {
  const registered = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin')).map((r) => `${r.method} ${r.url}`);
  const listed = adminRouteTable.map((r) => `${r.method} ${r.route}`);
  expect(registered.filter((r) => !listed.includes(r))).toEqual([]);
  expect(listed.filter((r) => !registered.includes(r))).toEqual([]);
});

// A member's own data (issue 29): signed in, each for themselves, whatever their role.
describe('a member’s own data routes', () => {
  it('GET /api/auth/export: a visitor 401, every signed-in role their own file', async () => {
    expect((await t.app.inject({ url: '/api/auth/export' })).statusCode).toBe(401);
    for (const role of ['member', 'broadcaster', 'admin'] as const) {
      const res = await t.app.inject({ url: '/api/auth/export', headers: users[role].auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile.id).toBe(users[role].id);
    }
  });
  it('passkeys: a visitor 401 on each route, every signed-in role their own list and options', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/options'],
      ['POST', '/api/auth/passkeys', { name: 'Key', response: {} }],
      ['DELETE', `/api/auth/passkeys/${id}`, { password: 'x' }],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ['member', 'broadcaster', 'admin'] as const) {
      expect((await t.app.inject({ url: '/api/auth/passkeys', headers: users[role].auth })).json()).toEqual({ passkeys: [] });
      const options = await t.app.inject({ method: 'POST', url: '/api/auth/passkeys/options', headers: users[role].auth });
      expect(options.json<{ user: { name: string } }>().user.name).toBe(users[role].username);
      // Removing asks for the account's own password first: a wrong one is 403 for every role.
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/passkeys/${id}`,
        headers: users[role].auth,
        payload: { password: 'x' },
      });
      expect(del.statusCode).toBe(403);
    }
  });
  it('DELETE /api/auth/account: a visitor 401, a wrong password 403 for any role', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { password: 'x' } })).statusCode).toBe(401);
    for (const role of ['member', 'broadcaster', 'admin'] as const) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: users[role].auth,
        payload: { password: 'not it' },
      });
      expect(res.statusCode, res.body).toBe(403);
    }
  });
});
