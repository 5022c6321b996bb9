import { staff, adminOnly, type Row } from './admin-access.fixtures.ts';
import { newSong, newTrack, uniqueName, newPlaylist, freeDate, newProgram } from './admin-access-targets.fixtures.ts';
export const adminRoutesMusic: Row[] = [
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
];
