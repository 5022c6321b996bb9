/**
 * The one typed map of the site's paths (spec §2 route table). The server's SPA fallback
 * answers 200 for these and 404 (with the app, which shows its Not Found page) for others.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  community: {
    path: '/community',
    getHref: (q: { thread?: string; category?: string } = {}) => withQuery('/community', q),
  },
  /** A discussion's own page, the link people share. */
  communityThread: { path: '/community/t/:threadId', getHref: (id: string) => `/community/t/${encodeURIComponent(id)}` },
  videos: { path: '/videos', getHref: () => '/videos' },
  video: { path: '/videos/:id', getHref: (id: string) => `/videos/${encodeURIComponent(id)}` },
  live: { path: '/live', getHref: () => '/live' },
  /** The radio's week for listeners: each program's next airing in the listener's own time zone. */
  schedule: { path: '/schedule', getHref: () => '/schedule' },
  team: { path: '/team', getHref: () => '/team' },
  broadcast: { path: '/broadcast', getHref: () => '/broadcast' },
  /** A how-to for broadcasters (OBS, Streamlabs and ffmpeg), readable before they have access. */
  broadcastGuide: { path: '/broadcast/guides/:slug', getHref: (slug: string) => `/broadcast/guides/${encodeURIComponent(slug)}` },
  sponsorAdvertise: { path: '/sponsor/advertise', getHref: () => '/sponsor/advertise' },
  sponsor: { path: '/sponsor/:id', getHref: (id: string) => `/sponsor/${encodeURIComponent(id)}` },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** A member as others see them: follow, message, block. */
  member: { path: '/members/:userId', getHref: (id: string) => `/members/${encodeURIComponent(id)}` },
  /** Direct messages: the conversations, and one open (`with` a member's id). */
  messages: { path: '/messages', getHref: (withId?: string) => withQuery('/messages', { with: withId }) },
  about: { path: '/about', getHref: () => '/about' },
  podcasts: { path: '/podcasts', getHref: () => '/podcasts' },
  episode: { path: '/podcasts/episodes/:id', getHref: (id: string) => `/podcasts/episodes/${encodeURIComponent(id)}` },
  podcastShow: { path: '/podcasts/shows/:id', getHref: (id: string) => `/podcasts/shows/${encodeURIComponent(id)}` },
  /** How to follow the station's podcasts (or one series) in a podcast app, instead of raw XML. */
  podcastSubscribe: { path: '/podcasts/subscribe', getHref: (show?: string) => withQuery('/podcasts/subscribe', { show }) },
  connect: { path: '/connect', getHref: () => '/connect' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  promotions: { path: '/promotions', getHref: () => '/promotions' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  notificationSettings: { path: '/notifications/settings', getHref: () => '/notifications/settings' },
  donate: {
    path: '/donate',
    getHref: (q: { amount?: number } = {}) => withQuery('/donate', { amount: q.amount?.toString() }),
  },
  donateManage: { path: '/donate/manage', getHref: (token: string) => withQuery('/donate/manage', { token }) },
  /** The calendar: every event's dates by month or as a list, in the listener's own zone. */
  events: { path: '/events', getHref: () => '/events' },
  event: { path: '/events/:eventId', getHref: (id: string) => `/events/${encodeURIComponent(id)}` },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The first run: a new station's first visitor sets it up here, with the code from the terminal. */
  setup: { path: '/setup', getHref: () => '/setup' },
  /** A compact player any site may put in an iframe (the console gives the code). */
  embedPlayer: { path: '/embed/player', getHref: () => '/embed/player' },
  /** An episode's or a video's player alone, for other sites' frames (what the oEmbed answer's iframe shows). */
  embedEpisode: { path: '/embed/episode/:id', getHref: (id: string) => `/embed/episode/${encodeURIComponent(id)}` },
  embedVideo: { path: '/embed/video/:id', getHref: (id: string) => `/embed/video/${encodeURIComponent(id)}` },
  /** The station console (issue 14): one path per section, for admins (broadcasters see theirs). */
  admin: { path: '/admin', getHref: () => '/admin' },
  adminMusic: { path: '/admin/music', getHref: () => '/admin/music' },
  adminSchedule: { path: '/admin/schedule', getHref: () => '/admin/schedule' },
  adminLive: { path: '/admin/live', getHref: () => '/admin/live' },
  adminPeople: { path: '/admin/people', getHref: () => '/admin/people' },
  adminModeration: { path: '/admin/moderation', getHref: () => '/admin/moderation' },
  adminInbox: { path: '/admin/inbox', getHref: () => '/admin/inbox' },
  adminSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  adminGiving: { path: '/admin/giving', getHref: () => '/admin/giving' },
  adminDelivery: { path: '/admin/delivery', getHref: () => '/admin/delivery' },
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  adminBackups: { path: '/admin/backups', getHref: () => '/admin/backups' },
  /** Check-in at the door on the event's day, phone-sized. */
  adminEventCheckIn: {
    path: '/admin/giving/events/:eventId/check-in',
    getHref: (id: string) => `/admin/giving/events/${encodeURIComponent(id)}/check-in`,
  },
} as const;

function withQuery(base: string, q: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

const patterns = Object.values(paths).map((p) => new RegExp('^' + p.path.replace(/:[a-zA-Z]+/g, '[^/]+') + '/?$'));

/** True when the path (without query) is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  return patterns.some((re) => re.test(pathname));
}
