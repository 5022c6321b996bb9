import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { playHistory, scheduleQuery, scheduleResponse, streamStatus } from '@selah/contracts/radio';
import { badRequest } from '../../platform/http/errors.ts';
import { currentRotation, daySchedule, programsOn, seedSchedule, zonedNow } from './schedule.ts';
import { stationInfo } from '@selah/contracts/station';
import { readStationContent } from '../site/site.service.ts';
import { verifyBroadcasterCredentials } from '../accounts/accounts.service.ts';
import { generateDemoTracks, importFile, type DemoTrack } from './library.ts';
import { programPreset } from './presets.ts';
import { endListeningSessions, insertListeningSessions, insertPlay, listenerStats, listTracks, recentPlays, recordListenerCount, type SessionStart } from './radio.repo.ts';
import { clientHashOf } from '../site/site.service.ts';
import { requireRole } from '../accounts/guards.ts';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { RadioStation } from './radio-station.ts';

export interface RadioModuleOptions {
  seedDemo: boolean;
}

declare module '../../platform/bus/events.ts' {
  interface DomainEvents {
    'radio.on-air': { title: string; artist: string; source: 'autodj' | 'live' };
  }
}

function basicAuth(req: FastifyRequest): { user: string; pass: string } | null {
  const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? null : { user: decoded.slice(0, i), pass: decoded.slice(i + 1) };
}

const sameSecret = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

export const radioModule: FastifyPluginAsyncZod<RadioModuleOptions> = async (app, opts) => {
  const stationName = stationInfo.parse((await readStationContent(app.db)).station).name;
  const musicDir = path.join(app.config.dataDir, 'music');
  await seedSchedule(app.db, app.config.paths.content);
  const sockets = new Set<WebSocket>();
  // The hour's peak is kept in memory and written every 2 s with the sessions, not once per listener.
  let peakPending = 0;
  const flushPeak = async () => {
    const peak = Math.max(peakPending, station.hub.listenerCount);
    peakPending = 0;
    await flushSessions().catch(warn('Could not record listening sessions'));
    if (peak > 0) await recordListenerCount(app.db, peak).catch(warn('Could not record listeners'));
  };
  const peakTimer = setInterval(() => void flushPeak(), 2_000);
  peakTimer.unref();
  const sessions = new WeakMap<object, string>();
  // Listening sessions are written in batches, so a crowd arriving at once costs one insert, not thousands.
  let startsPending: SessionStart[] = [];
  let endsPending: Array<{ id: string; endedAt: Date }> = [];
  const flushSessions = async () => {
    const starts = startsPending;
    const ends = endsPending;
    startsPending = [];
    endsPending = [];
    await insertListeningSessions(app.db, starts);
    await endListeningSessions(app.db, ends);
  };
  const warn = (what: string) => (err: Error) => app.log.warn(`${what}: ${err.message}`);
  const station: RadioStation = new RadioStation({
    onListener: ({ kind, req, count }) => {
      if (kind === 'start') {
        const id = crypto.randomUUID();
        sessions.set(req, id);
        startsPending.push({ id, startedAt: new Date(), userAgent: (req.headers['user-agent'] ?? '').slice(0, 300), clientHash: clientHashOf(req.socket.remoteAddress ?? '') });
      } else {
        const id = sessions.get(req);
        if (id) endsPending.push({ id, endedAt: new Date() });
      }
      peakPending = Math.max(peakPending, count);
    },
    stationName,
    bitrateKbps: app.config.streamBitrateKbps,
    rotation: () => currentRotation(app.db, app.config.stationTimezone),
    onAirChanged: (onAir) => {
      void insertPlay(app.db, { trackId: onAir.trackId, title: onAir.title, artist: onAir.artist, source: onAir.source, startedAt: onAir.startedAt }).catch(
        (err: Error) => app.log.warn(`Could not record a play: ${err.message}`),
      );
      void app.bus.publish('radio.on-air', { title: onAir.title, artist: onAir.artist, source: onAir.source });
      // Pages hear the change at once instead of at their next poll.
      const message = JSON.stringify({ type: 'now_playing', status: currentStatus() });
      for (const ws of sockets) ws.send(message);
    },
    log: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
  });

  if (app.config.radioEnabled) {
    station.start();
    if (opts.seedDemo && (await listTracks(app.db)).length === 0) {
      const list = JSON.parse(await fs.readFile(path.join(app.config.paths.content, 'music/tracks.json'), 'utf8')) as DemoTrack[];
      // The first start makes an hour of demo music in the background; the AutoDJ plays each track as it is ready.
      void generateDemoTracks(musicDir, list, app.config.streamBitrateKbps, (line) => console.info(line), (file) => importFile(app.db, file)).catch(
        (err: Error) => app.log.error(`Demo music could not be generated: ${err.message}`),
      );
    }
  }
  app.addHook('onClose', async () => {
    clearInterval(peakTimer);
    station.stop();
    await flushPeak();
  });

  const listen = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    station.listen(request.raw, reply.raw);
  };
  app.get('/api/stream/proxy', listen);
  app.get('/stream.mp3', listen);

  const streamUrl = (request: FastifyRequest) => `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/stream.mp3`;
  app.get('/listen.m3u', async (request, reply) =>
    reply.type('audio/x-mpegurl').header('content-disposition', 'inline; filename="listen.m3u"').send(`#EXTM3U\n#EXTINF:-1,${stationName}\n${streamUrl(request)}\n`),
  );
  app.get('/listen.pls', async (request, reply) =>
    reply
      .type('audio/x-scpls')
      .header('content-disposition', 'inline; filename="listen.pls"')
      .send(`[playlist]\nNumberOfEntries=1\nFile1=${streamUrl(request)}\nTitle1=${stationName}\nLength1=-1\nVersion=2\n`),
  );

  function currentStatus() {
    const onAir = station.onAir;
    return {
      song: { title: onAir?.title ?? '', artist: onAir?.artist ?? '' },
      station: { name: stationName, listeners: station.hub.listenerCount, isLive: station.isLive },
      program: programPreset(station.isLive ? 'live' : 'autodj', stationName),
      isConnected: true,
      error: null,
    };
  }
  app.get('/api/stream/status', { schema: { response: { 200: streamStatus } } }, async () => currentStatus());

  app.get('/ws/now-playing', { websocket: true }, (socket) => {
    sockets.add(socket);
    socket.send(JSON.stringify({ type: 'now_playing', status: currentStatus() }));
    socket.on('close', () => sockets.delete(socket));
  });

  app.get(
    '/api/admin/listeners',
    { schema: { querystring: z.object({ hours: z.coerce.number().int().min(1).max(24 * 31).default(24) }) } },
    async (request) => {
      await requireRole(request, 'admin');
      await flushPeak();
      const { peaks, sessions: rows } = await listenerStats(app.db, new Date(Date.now() - request.query.hours * 3_600_000));
      return {
        listenersNow: station.hub.listenerCount,
        peaks: peaks.map((p) => ({ hour: p.hour.toISOString(), peak: p.peak })),
        sessions: rows.map((r) => ({ startedAt: r.startedAt.toISOString(), endedAt: r.endedAt?.toISOString() ?? null, userAgent: r.userAgent })),
      };
    },
  );

  app.get('/api/schedule', { schema: { querystring: scheduleQuery, response: { 200: scheduleResponse } } }, async (request) => {
    const tz = app.config.stationTimezone;
    // The station's day decides; a listener's own zone (tz) is accepted but the hours stay the station's.
    if (request.query.tz) {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: request.query.tz });
      } catch {
        throw badRequest('Unknown time zone', { tz: 'Unknown time zone' });
      }
    }
    const now = new Date();
    const date = request.query.date ?? zonedNow(tz, now).date;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    return { date, timezone: tz, programs: daySchedule(await programsOn(app.db, weekday), date, tz, now) };
  });

  app.get('/api/stream/history', { schema: { response: { 200: playHistory } } }, async () =>
    (await recentPlays(app.db, 20)).map((p) => ({ title: p.title, artist: p.artist, source: p.source, startedAt: p.startedAt.toISOString() })),
  );

  // The Icecast-compatible source mount: PUT (ffmpeg, Liquidsoap) or SOURCE (BUTT, Mixxx).
  await app.register(async (live) => {
    live.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const source = async (request: FastifyRequest, reply: FastifyReply) => {
      const creds = basicAuth(request);
      const stationPassword = app.config.stationSourcePassword;
      const ok =
        !!creds &&
        ((creds.user === 'source' && !!stationPassword && sameSecret(creds.pass, stationPassword)) ||
          (creds.user !== 'source' && (await verifyBroadcasterCredentials(app.db, creds.user, creds.pass))));
      if (!ok) {
        return reply.status(401).header('www-authenticate', 'Basic realm="Selah live"').send({ message: 'Wrong source username or password.', error: 'unauthorized' });
      }
      if (station.isLive) return reply.status(409).send({ message: 'Another live source is already on air.', error: 'source_busy' });
      reply.hijack();
      const show = (request.headers['ice-name'] as string | undefined)?.slice(0, 120) || `${stationName} Live`;
      if (!station.acceptSource(request.raw, reply.raw, show)) {
        reply.raw.writeHead(409).end();
      }
    };
    live.route({ method: ['PUT', 'SOURCE'], url: '/live', handler: source });
  });
};
