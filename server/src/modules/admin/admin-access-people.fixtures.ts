import { createTestUser } from '../../test/fixtures.ts';
import { attest, newCredential } from '../../test/software-authenticator.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { staff, adminOnly, type Row } from './admin-access.fixtures.ts';
import { reportedMessage, newStudioMessage, newSongRequest, newMember, newReply, reportedReply } from './admin-access-targets.fixtures.ts';
export const adminRoutesPeople: Row[] = [
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
];
