import { staff, adminOnly, type Row } from './admin-access.fixtures.ts';
import { day, newEvent, newAttendee, newGift, newFund, uniqueName } from './admin-access-targets.fixtures.ts';
export const adminRoutesGiving: Row[] = [
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
