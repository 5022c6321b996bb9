import {
  REQUEST_LISTENER_MINUTES,
  REQUEST_SONG_MINUTES,
  requestMessages as m,
  requestStandingMessages,
  type RequestableSong,
  type SongRequestResponse,
  type StudioRequest,
} from '@selah/contracts/requests';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound, tooManyRequests } from '../../../platform/http/errors.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import type { ClientPush } from '../../../platform/push/client-push.ts';
import type { PlayableTrack } from '../engine/picker.ts';
import type { ProgramRow } from '../radio.repo.ts';
import { programAt } from '../schedule/schedule.ts';
import * as repo from './request-line.repo.ts';

/** The socket channel the studio page's staff sockets are held on (/ws/stream after `studio_auth`). */
export const STUDIO_CHANNEL = 'studio';

const MINUTE = 60_000;
/** How many waiting requests the AutoDJ is offered at each pick. */
const OFFERED = 5;

export type RequestLine = ReturnType<typeof createRequestLine>;

/** Whether the program on air lets the AutoDJ play requests: a live show queues them for its host. */
export function requestsPlay(program: Pick<ProgramRow, 'plays' | 'requestsAllowed'> | undefined): 'autodj' | 'host' | 'later' {
  if (program?.plays === 'live') return 'host';
  if (program && !program.requestsAllowed) return 'later';
  return 'autodj';
}

export const requestView = (r: repo.RequestView): StudioRequest => ({
  id: r.id,
  title: r.title,
  artist: r.artist,
  name: r.name,
  status: r.status,
  createdAt: new Date(r.createdAt).toISOString(),
  readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
});

/**
 * The request line (as AzuraCast's): listeners search the library and ask for a song; one song
 * per listener every 10 minutes, a song not again within 60 minutes of playing or being asked
 * for. The AutoDJ plays the oldest waiting request first where the program takes requests.
 */
export function createRequestLine(deps: {
  db: Db;
  clock: Clock;
  push: ClientPush;
  /** The schedule as it is now, and its zone. */
  programs: () => Promise<ProgramRow[]>;
  zone: () => string;
}) {
  const { db, clock, push } = deps;
  const minutesSince = (at: Date) => Math.max(1, Math.round((clock.ms() - at.getTime()) / MINUTE));
  const waitAfter = (at: Date, limit: number) => Math.max(1, Math.ceil((at.getTime() + limit * MINUTE - clock.ms()) / MINUTE));

  /** Why a song cannot be asked for now, or null. */
  function songBlock(id: string, use: Awaited<ReturnType<typeof repo.recentUse>>): { message: string; code: string } | null {
    const played = use.played.get(id);
    if (played)
      return { message: m.songPlayedRecently(minutesSince(played), waitAfter(played, REQUEST_SONG_MINUTES)), code: 'played_recently' };
    const requested = use.requested.get(id);
    if (requested) return { message: m.songRequestedRecently(waitAfter(requested, REQUEST_SONG_MINUTES)), code: 'requested_recently' };
    return null;
  }

  const onAirProgram = async () => programAt(await deps.programs(), deps.zone(), clock.now());

  return {
    async search(query: string): Promise<RequestableSong[]> {
      const songs = await repo.requestableTracks(db, { query }, 30);
      const use = await repo.recentUse(
        db,
        songs.map((s) => s.id),
        new Date(clock.ms() - REQUEST_SONG_MINUTES * MINUTE),
      );
      return songs.map((s) => {
        const block = songBlock(s.id, use);
        return { id: s.id, title: s.title, artist: s.artist, available: !block, reason: block?.message ?? null };
      });
    },

    /** Asks for a song on behalf of `requester` ("member:<id>" or "address:<hash>"). */
    async request(requester: string, songId: string, name = ''): Promise<SongRequestResponse> {
      const now = clock.now();
      const last = await repo.lastRequestBy(db, requester, new Date(now.getTime() - REQUEST_LISTENER_MINUTES * MINUTE));
      if (last) throw tooManyRequests(m.listenerTooSoon(minutesSince(last), waitAfter(last, REQUEST_LISTENER_MINUTES)), 'request_too_soon');
      const [song] = await repo.requestableTracks(db, { id: songId }, 1);
      if (!song) throw notFound(m.songNotFound);
      const block = songBlock(song.id, await repo.recentUse(db, [song.id], new Date(now.getTime() - REQUEST_SONG_MINUTES * MINUTE)));
      if (block) throw conflict(block.message, block.code);
      const row = await repo.insertRequest(db, { trackId: song.id, requester, name, createdAt: now });
      const view = await repo.findRequestView(db, row.id);
      if (view) void push.toChannel(STUDIO_CHANNEL, { type: 'studio_request', data: requestView(view) }).catch(() => undefined);
      const position = await repo.pendingBefore(db, now, row.id);
      const plays = requestsPlay(await onAirProgram());
      const message = plays === 'autodj' ? requestStandingMessages.autodj(position) : requestStandingMessages[plays];
      return { id: row.id, song: { title: song.title, artist: song.artist }, position, plays, message };
    },

    /** The waiting requests the AutoDJ may play now (none during a live show or a program without requests). */
    async playable(program: Pick<ProgramRow, 'plays' | 'requestsAllowed'> | undefined): Promise<PlayableTrack[]> {
      if (requestsPlay(program) !== 'autodj') return [];
      return (await repo.pendingRequests(db, OFFERED)).map((r) => ({ ...r, requestId: r.requestId }));
    },

    /** The AutoDJ put a requested song on air. */
    played: (requestId: string) => repo.markPlayed(db, requestId, clock.now()),

    latest: async (limit = 50) => (await repo.latestRequests(db, limit)).map(requestView),

    async markRead(id: string): Promise<void> {
      if (!(await repo.markRequestRead(db, id, clock.now()))) throw notFound(m.notFound);
    },
  };
}
