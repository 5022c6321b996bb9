import { formatLongDate } from '../../platform/time/zones.ts';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { LiveStartBody, LiveStatus, OwncastStatus, StudioInfo } from '@selah/contracts/live';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import type { RadioService } from '../radio/index.ts';
import { VideoIngest, type IngestSnapshot } from './ingest.ts';
import * as repo from './live.repo.ts';
import { createOwncastClient, type OwncastApiStatus } from './owncast.ts';
import { ViewerTracker } from './viewers.ts';
import { recordingToMp4 } from './service-recording.ts';
import './live.events.ts';

/** Everyone on /live listens here: status changes and the chat. */
export const LIVE_CHANNEL = 'live-stream';

export interface LiveDeps {
  db: Db;
  bus: EventBus;
  push: ClientPush;
  clock: Clock;
  log: Log;
  config: Pick<Config, 'dataDir' | 'rtmpPort' | 'host' | 'owncastUrl' | 'publicUrl' | 'port' | 'streamBitrateKbps'>;
  stationName: () => Promise<string>;
  /** The station's zone, read at each use. */
  zone: () => string;
  /** The radio, for feeding the video's sound into the broadcast (absent in some tests). */
  radio?: RadioService;
  /** False for a staff account without a second step while the station requires two steps (its key is refused). */
  staffMayAct?: (userId: string) => Promise<boolean>;
}

interface Show {
  title: string;
  description: string;
  broadcaster: string;
  startedBy: string;
}

export const hashStreamKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export type LiveService = ReturnType<typeof createLiveService>;

export function createLiveService(deps: LiveDeps) {
  const { db, bus, push, clock, log, config } = deps;
  const viewers = new ViewerTracker();
  const owncast = config.owncastUrl ? createOwncastClient(config.owncastUrl, clock) : null;
  let stationName = 'Selah';
  let show: Show | null = null;
  let feedRadio = false;
  let radioFeed: { stop(): void } | null = null;
  let owncastWasOnline = false;
  let owncastPoll: NodeJS.Timeout | null = null;

  /** Who a stream key lets go live: staff, not suspended, and not held back by the station's two-step rule (decision 029). */
  const streamKeyOwner = async (key: string) => {
    const owner = await repo.broadcasterByKeyHash(db, hashStreamKey(key));
    return owner && (await (deps.staffMayAct?.(owner.userId) ?? true)) ? owner : null;
  };

  const hlsUrl = (s: IngestSnapshot) => `/live/hls/${s.sessionId}/index.m3u8`;

  const builtinStatus = (): LiveStatus => {
    const s = ingest.current;
    const live = s?.live ?? false;
    return {
      isLive: live,
      title: show?.title ?? (live ? `${stationName} Live` : ''),
      description: show?.description ?? '',
      broadcaster: show?.broadcaster ?? s?.publisher.name ?? '',
      startTime: live ? (s!.liveSince?.toISOString() ?? null) : null,
      streamUrl: live ? hlsUrl(s!) : null,
      viewerCount: live ? viewers.count() : 0,
      source: 'builtin',
      quality: live ? s!.quality : null,
    };
  };

  const owncastStatusOf = (o: OwncastApiStatus): LiveStatus => ({
    isLive: o.online,
    title: o.streamTitle || show?.title || (o.online ? `${stationName} Live` : ''),
    description: show?.description ?? '',
    broadcaster: show?.broadcaster ?? '',
    startTime: o.online ? o.lastConnectTime : null,
    streamUrl: owncast!.embedUrl,
    viewerCount: o.online ? o.viewerCount : 0,
    source: 'owncast',
    quality: null,
  });

  const announce = (type: 'stream_started' | 'stream_stopped' | 'stream_status', data: LiveStatus) =>
    push.toChannel(LIVE_CHANNEL, { type, data }).catch((err: Error) => log.warn(`Live push failed: ${err.message}`));

  const ingest = new VideoIngest({
    clock,
    hlsRoot: path.join(config.dataDir, 'live', 'hls'),
    keyOwner: (key) => streamKeyOwner(key),
    onLive: () => {
      viewers.clear();
      const started = builtinStatus();
      void announce('stream_started', started);
      tellFollowers(started, ingest.current?.publisher.userId ?? null);
      if (feedRadio) startRadioFeed();
    },
    onEnded: (snapshot) => {
      stopRadioFeed();
      viewers.clear();
      if (snapshot.live) {
        endedShows.set(snapshot.sessionId, { show, endedAt: clock.now() });
        show = null;
        void announce('stream_stopped', builtinStatus());
      }
    },
    log,
    recordDir: path.join(config.dataDir, 'live', 'recordings'),
    onRecorded: (file, snapshot) => {
      const ended = endedShows.get(snapshot.sessionId);
      endedShows.delete(snapshot.sessionId);
      void offerRecording(file, snapshot, ended?.show ?? null, ended?.endedAt ?? clock.now()).catch((err: Error) => {
        log.warn(`A recorded live service was not kept: ${err.message}`);
      });
    },
  });

  /**
   * Followers hear that the video went live; one key for every video broadcast, so a stream that
   * drops and comes back soon after (the same service) is not announced again (events module).
   */
  function tellFollowers(status: LiveStatus, userId: string | null): void {
    const at = clock.now().toISOString();
    void bus
      .publish('live.stream-started', { title: status.title, broadcaster: status.broadcaster, userId, showKey: 'video', startedAt: at })
      .catch((err: Error) => log.warn(`Go-live alert failed: ${err.message}`));
  }

  /** The show as it was when each recorded session ended (its recording closes a moment later). */
  const endedShows = new Map<string, { show: Show | null; endedAt: Date }>();

  /** The recording as an MP4, offered (through the bus) to the media module as a draft video. */
  async function offerRecording(flv: string, snapshot: IngestSnapshot, ended: Show | null, endedAt: Date) {
    const mp4 = await recordingToMp4(flv, snapshot.quality.copied);
    const startedAt = snapshot.liveSince ?? snapshot.connectedAt;
    const day = formatLongDate(startedAt, deps.zone());
    await bus.publish('live.service-recorded', {
      file: mp4,
      title: `${ended?.title || `${stationName} Live`} · ${day}`,
      description: ended?.description ?? '',
      userId: snapshot.publisher.userId,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
    });
  }

  /** The video's sound, as MP3 at the radio's bitrate, into the radio's live source. */
  function startRadioFeed(): void {
    const radio = deps.radio;
    if (!radio || radioFeed || !ingest.current?.live) return;
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-analyzeduration',
        '500000',
        '-f',
        'flv',
        '-i',
        'pipe:0',
        '-vn',
        '-c:a',
        'libmp3lame',
        '-b:a',
        `${config.streamBitrateKbps}k`,
        '-ar',
        '44100',
        '-ac',
        '2',
        '-f',
        'mp3',
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stderr = '';
    ffmpeg.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-400)));
    ffmpeg.stdin.on('error', () => {});
    ffmpeg.on('error', (err) => log.warn(`The radio feed could not start ffmpeg: ${err.message}`));
    const kill = () => {
      if (ffmpeg.exitCode === null) ffmpeg.kill('SIGKILL');
    };
    const title = show?.title ?? `${stationName} Live`;
    if (!radio.station.acceptFeed(ffmpeg.stdout, title, kill)) {
      log.warn('A DJ is on the radio: the video’s sound was not fed into the broadcast');
      kill();
      return;
    }
    const untap = ingest.addAudioTap({
      write: (buf) => {
        if (!ffmpeg.stdin.destroyed) ffmpeg.stdin.write(buf);
      },
      end: () => ffmpeg.stdin.end(),
    });
    const feed = {
      stop: () => {
        untap?.();
        setTimeout(kill, 2000).unref();
      },
    };
    radioFeed = feed;
    ffmpeg.on('close', (code) => {
      if (radioFeed === feed) radioFeed = null;
      if (code) log.warn(`The radio feed stopped (${code}): ${stderr.trim().split('\n').at(-1) ?? ''}`);
    });
    log.info('The video’s sound is on the radio');
  }

  function stopRadioFeed(): void {
    radioFeed?.stop();
    radioFeed = null;
  }

  const rtmpUrlFor = (requestHost: string) => {
    const host = config.publicUrl ? new URL(config.publicUrl).hostname : requestHost.replace(/:\d+$/, '') || 'localhost';
    return `rtmp://${host}:${ingest.port}/live`;
  };

  return {
    ingest,
    viewers,
    owncast,
    /** The station was renamed: the live show's default title follows. */
    async refreshName(): Promise<void> {
      stationName = await deps.stationName();
    },
    async start(): Promise<void> {
      stationName = await deps.stationName();
      const settings = await repo.readSettings(db);
      feedRadio = settings.feedRadio === true;
      if (owncast) {
        const poll = async () => {
          try {
            const status = owncastStatusOf(await owncast.status());
            if (status.isLive !== owncastWasOnline) void announce(status.isLive ? 'stream_started' : 'stream_stopped', status);
            if (status.isLive && !owncastWasOnline) tellFollowers(status, null);
            owncastWasOnline = status.isLive;
          } catch {
            // Unreachable now; the next poll tells.
          }
        };
        owncastPoll = setInterval(() => void poll(), 5000);
        void poll();
        return;
      }
      try {
        const port = await ingest.start(config.rtmpPort, config.host);
        log.info(`Video ingest listening: rtmp://${config.host}:${port}/live`);
      } catch (err) {
        // The radio and the site do not depend on video: a taken port turns the ingest off, loudly.
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'EADDRINUSE' && code !== 'EACCES') throw err;
        log.error(
          `Video ingest is off: RTMP port ${config.rtmpPort} on ${config.host} is ${code === 'EADDRINUSE' ? 'in use by another program' : 'not allowed'}. Set RTMP_PORT to a free port (or OWNCAST_URL) and restart.`,
        );
      }
    },
    async stop(): Promise<void> {
      if (owncastPoll) clearInterval(owncastPoll);
      stopRadioFeed();
      if (!owncast) await ingest.stop();
    },

    /** Spec §3 Live status, from what is actually on air. */
    async status(): Promise<LiveStatus> {
      if (!owncast) return builtinStatus();
      try {
        return owncastStatusOf(await owncast.status());
      } catch {
        return owncastStatusOf({ online: false, viewerCount: 0, streamTitle: '', lastConnectTime: null });
      }
    },

    /** `GET /api/owncast/status`: the streaming host's own answer (throws when Owncast is unreachable). */
    async hostStatus(): Promise<OwncastStatus> {
      if (!owncast) {
        const s = builtinStatus();
        return { online: s.isLive, viewerCount: s.viewerCount };
      }
      const o = await owncast.status();
      return { online: o.online, viewerCount: o.online ? o.viewerCount : 0 };
    },

    /** The show's title and description (before or during the broadcast). */
    async startShow(user: { id: string; name: string }, body: LiveStartBody): Promise<LiveStatus> {
      show = { title: body.title, description: body.description, broadcaster: user.name, startedBy: user.id };
      const status = await this.status();
      void announce('stream_status', status);
      return status;
    },

    /** Ends the show, and the ingest with it. */
    async stopShow(): Promise<LiveStatus> {
      const wasLive = ingest.current?.live ?? false;
      show = null;
      if (!ingest.kick()) {
        const status = await this.status();
        if (!wasLive) void announce('stream_status', status);
        return status;
      }
      return builtinStatus();
    },

    /** Ends the video broadcast when this member's stream key publishes it (a suspension). */
    endBroadcastOf(userId: string): boolean {
      if (ingest.current?.publisher.userId !== userId) return false;
      return ingest.kick('the broadcaster was suspended');
    },

    /** A request for the HLS playlist or a segment: the client counts as a viewer. */
    sawViewer(client: string): void {
      viewers.touch(client);
    },

    async createKey(userId: string): Promise<{ key: string; createdAt: Date }> {
      const key = `live_${crypto.randomBytes(24).toString('base64url')}`;
      const now = clock.now();
      await repo.putKey(db, userId, hashStreamKey(key), key.slice(-4), now);
      return { key, createdAt: now };
    },

    rtmpUrlFor,
    streamKeyOwner,

    async studio(userId: string, requestHost: string): Promise<StudioInfo> {
      const key = await repo.keyOf(db, userId);
      const s = ingest.current;
      const host = config.publicUrl ? new URL(config.publicUrl).hostname : requestHost.replace(/:\d+$/, '') || 'localhost';
      return {
        rtmpUrl: rtmpUrlFor(requestHost),
        hasKey: key !== null,
        keyCreatedAt: key?.createdAt.toISOString() ?? null,
        keyHint: key?.keyHint ?? null,
        icecast: {
          host,
          port: config.publicUrl ? Number(new URL(config.publicUrl).port || 80) : config.port,
          mount: '/live',
          username: 'source',
        },
        feedRadio,
        ingest: {
          connected: s !== null,
          live: s?.live ?? false,
          publisher: s?.publisher.name ?? null,
          since: s ? (s.liveSince ?? s.connectedAt).toISOString() : null,
          quality: s?.quality ?? null,
          viewers: s?.live ? viewers.count() : 0,
          bytesReceived: s?.bytesReceived ?? 0,
          droppedFrames: s ? s.droppedFrames : null,
          feedingRadio: radioFeed !== null,
        },
      };
    },

    async setFeedRadio(on: boolean): Promise<void> {
      feedRadio = on;
      await repo.writeSetting(db, 'feedRadio', on);
      if (on) startRadioFeed();
      else stopRadioFeed();
    },
  };
}
