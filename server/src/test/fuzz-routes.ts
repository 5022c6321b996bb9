import fc from 'fast-check';

/** A value of any JSON kind, with the strings people and attackers send: unicode, controls, huge. */
export const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '\u0000', 'null', '<script>alert(1)</script>', '../../etc/passwd', 'x'.repeat(6000), '2026-13-45', '%E0%A4%A'),
    // Halves of surrogate pairs on their own: not Unicode, and no database stores them as they are.
    fc.constantFrom('\ud800', 'a\udfffb', '\udbff\udbff', 'Praise \ud83d night', '\ude00\ud83d'),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body: anything at all, or the route's own field names with any values (reaches deeper code). */
export const bodyFor = (fields: readonly string[]) =>
  fc.oneof(
    anyValue,
    fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.string({ maxLength: 80 }), anyValue)]))),
  );

/** A query string built from the route's parameters (and strangers), each value any text. */
export const queryFor = (params: readonly string[]) =>
  fc
    .dictionary(
      params.length ? fc.oneof(fc.constantFrom(...params), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      {
        maxKeys: 5,
      },
    )
    .map((q) => new URLSearchParams(q).toString());

export const pathSegment = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.constantFrom('..', '%2e%2e', 'null', '0', '-1', 'a'.repeat(300)),
);

export const headerSpelling = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('Bearer', 'Bearer ', 'bearer x', 'Basic Zm9vOmJhcg==', 'BEARER  ' + 'a'.repeat(500)),
);

export interface WriteRoute {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `:id` is replaced by a generated segment, or an existing thread's id. */
  url: string;
  fields: readonly string[];
  auth: boolean;
}

export const writeRoutes: WriteRoute[] = [
  {
    method: 'POST',
    url: '/api/auth/signup',
    fields: ['username', 'email', 'password', 'confirmPassword', 'country', 'city', 'hp', 'renderAt'],
    auth: false,
  },
  { method: 'POST', url: '/api/auth/login', fields: ['username', 'password', 'otp'], auth: false },
  { method: 'POST', url: '/api/auth/totp/setup', fields: [], auth: true },
  { method: 'POST', url: '/api/auth/totp/enable', fields: ['code'], auth: true },
  { method: 'POST', url: '/api/auth/totp/disable', fields: ['password'], auth: true },
  { method: 'DELETE', url: '/api/auth/account', fields: ['password'], auth: true },
  { method: 'DELETE', url: '/api/admin/users/:id', fields: ['reason'], auth: true },
  { method: 'PATCH', url: '/api/auth/profile', fields: ['bio', 'displayName', 'country', 'city'], auth: true },
  { method: 'POST', url: '/api/auth/logout', fields: [], auth: false },
  { method: 'POST', url: '/api/auth/password-reset', fields: ['email'], auth: false },
  { method: 'POST', url: '/api/auth/password-reset/confirm', fields: ['token', 'password', 'confirmPassword'], auth: false },
  {
    method: 'POST',
    url: '/api/contact',
    fields: ['name', 'email', 'phone', 'contactReason', 'subject', 'message', 'hp', 'renderAt'],
    auth: false,
  },
  {
    method: 'POST',
    url: '/api/sponsor-inquiries',
    fields: ['name', 'email', 'organization', 'package', 'message', 'hp', 'renderAt'],
    auth: false,
  },
  { method: 'POST', url: '/api/ad-orders', fields: ['name', 'email', 'business', 'package', 'message', 'hp', 'renderAt'], auth: false },
  { method: 'POST', url: '/api/newsletter', fields: ['email', 'hp', 'renderAt'], auth: false },
  { method: 'POST', url: '/api/community/threads', fields: ['title', 'category', 'content', 'anonymous', 'hp', 'renderAt'], auth: true },
  { method: 'PATCH', url: '/api/community/threads/:id', fields: ['title', 'content'], auth: true },
  { method: 'DELETE', url: '/api/community/threads/:id', fields: [], auth: true },
  { method: 'POST', url: '/api/community/threads/:id/moderate', fields: ['isPinned', 'isHidden'], auth: true },
  { method: 'POST', url: '/api/community/threads/:id/like', fields: [], auth: true },
  { method: 'POST', url: '/api/community/threads/:id/pray', fields: [], auth: true },
  { method: 'POST', url: '/api/community/threads/:id/answered', fields: ['update'], auth: true },
  { method: 'POST', url: '/api/community/threads/:id/follow', fields: [], auth: true },
  { method: 'DELETE', url: '/api/community/threads/:id/follow', fields: [], auth: true },
  { method: 'POST', url: '/api/community/threads/:id/comments', fields: ['content', 'parentId', 'hp', 'renderAt'], auth: true },
  {
    method: 'POST',
    url: '/api/payments/intent',
    fields: ['amount', 'currency', 'donorInfo', 'fundId', 'frequency', 'coverFee'],
    auth: false,
  },
  { method: 'POST', url: '/api/payments/intent/:id/confirm', fields: ['token', 'brand', 'last4'], auth: false },
  { method: 'PATCH', url: '/api/payments/me/plans/:id', fields: ['action', 'amount', 'fundId'], auth: true },
  { method: 'POST', url: '/api/admin/payments/gifts/:id/refund', fields: ['amount', 'reason'], auth: true },
  {
    method: 'POST',
    url: '/api/reminders',
    fields: ['eventId', 'programId', 'leadMinutes', 'reminderType', 'userId', 'programTitle', 'programTime'],
    auth: false,
  },
  {
    method: 'POST',
    url: '/api/admin/events',
    fields: ['title', 'description', 'category', 'startsAt', 'endsAt', 'location', 'isOnline', 'programId'],
    auth: true,
  },
  {
    method: 'PATCH',
    url: '/api/admin/events/:id',
    fields: ['title', 'startsAt', 'endsAt', 'location', 'isOnline', 'programId'],
    auth: true,
  },
  { method: 'POST', url: '/api/live/start', fields: ['title', 'description'], auth: true },
  { method: 'POST', url: '/api/live/stop', fields: [], auth: true },
  { method: 'POST', url: '/api/live/stream-key', fields: [], auth: true },
  { method: 'PUT', url: '/api/live/studio/settings', fields: ['feedRadio'], auth: true },
  { method: 'POST', url: '/api/chat/messages', fields: ['message', 'username', 'userId', 'isVerified'], auth: false },
  { method: 'DELETE', url: '/api/chat/messages/:id', fields: [], auth: true },
  { method: 'POST', url: '/api/chat/messages/:id/mute', fields: ['minutes'], auth: true },
  { method: 'PUT', url: '/api/chat/settings', fields: ['visitorsMayPost', 'slowModeSeconds'], auth: true },
  { method: 'POST', url: '/api/episodes/:id/publish', fields: ['title', 'description', 'category', 'host', 'showId'], auth: true },
  { method: 'DELETE', url: '/api/episodes/:id', fields: [], auth: true },
  { method: 'POST', url: '/api/videos/:id/publish', fields: ['title', 'description', 'category'], auth: true },
  { method: 'POST', url: '/api/videos/:id/view', fields: [], auth: false },
  { method: 'POST', url: '/api/videos/:id/like', fields: [], auth: true },
];

/** The routes members write through: their account, the site's forms, the community. */
const memberPrefixes = ['/api/auth/', '/api/contact', '/api/sponsor-inquiries', '/api/ad-orders', '/api/newsletter', '/api/community/'];
export const memberWriteRoutes = writeRoutes.filter((r) => memberPrefixes.some((p) => r.url.startsWith(p)));
/** The rest: giving, events, live, chat, podcasts and videos. */
export const stationWriteRoutes = writeRoutes.filter((r) => !memberWriteRoutes.includes(r));

export const readRoutes: Array<{ url: string; params: readonly string[] }> = [
  { url: '/api/community/threads', params: ['category', 'search', 'tab', 'userId', 'cursor', 'limit'] },
  { url: '/api/schedule', params: ['date', 'tz'] },
  { url: '/api/auth/totp', params: [] },
  { url: '/api/admin/two-step', params: [] },
  { url: '/api/admin/forms/contact', params: ['limit'] },
  { url: '/api/admin/listeners', params: ['hours'] },
  { url: '/api/stream/history', params: [] },
  { url: '/api/admin/payments/gifts', params: ['fundId', 'status', 'frequency', 'email', 'from', 'to', 'limit'] },
  { url: '/api/admin/payments/totals', params: ['year'] },
  { url: '/api/payments/manage', params: ['token'] },
  { url: '/api/payments/me/statement', params: ['year'] },
  { url: '/api/events/upcoming', params: ['limit'] },
  { url: '/api/chat/messages', params: ['limit'] },
  { url: '/api/live/status', params: [] },
  { url: '/api/live/studio', params: [] },
  { url: '/api/episodes', params: ['category', 'search', 'showId', 'status', 'cursor', 'limit'] },
  { url: '/api/videos', params: ['category', 'search', 'sortBy', 'status', 'cursor', 'limit'] },
  { url: '/api/search', params: ['query', 'type', 'limit'] },
];
