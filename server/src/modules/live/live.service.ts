import path from 'node:path';
import type { LiveStartBody, LiveStatus, OwncastStatus, StudioInfo } from '@selah/contracts/live';
import type { LiveDeps } from './live-deps.ts';
import { VideoIngest } from './ingest.ts';
import * as repo from './live.repo.ts';
import { createOwncastClient, type OwncastApiStatus } from './owncast.ts';
import { ViewerTracker } from './viewers.ts';
import { createRadioFeed } from './radio-feed.ts';
import { createLiveAnnouncements } from './live-announcements.ts';
import { listenOrTurnOff, watchOwncast } from './live-start.ts';
import { builtinStatusOf, owncastStatusOf, rtmpUrlOf, studioInfoOf, type Show } from './live-status.ts';
import { createStreamKey, streamKeyOwnerOf } from './stream-keys.ts';
import './live.events.ts';

/** Everyone on /live listens here: status changes and the chat. */
export const LIVE_CHANNEL = 'live-stream';

export type { LiveDeps } from './live-deps.ts';

export { hashStreamKey } from './stream-keys.ts';

export type LiveService = ReturnType<typeof createLiveService>;

export function createLiveService(deps: LiveDeps) {
  const { db, push, clock, log, config } = deps;
  const viewers = new ViewerTracker();
  const owncast = config.owncastUrl ? createOwncastClient(config.owncastUrl, clock) : null;
  let stationName = 'Selah';
  let show: Show | null = null;
  let feedRadio = false;
  let owncastPoll: NodeJS.Timeout | null = null;

  const streamKeyOwner = streamKeyOwnerOf(db, deps.staffMayAct);

  const builtinStatus = (): LiveStatus => builtinStatusOf(ingest.current, show, stationName, viewers);
  const owncastStatus = (o: OwncastApiStatus): LiveStatus => owncastStatusOf(o, show, stationName, owncast!.embedUrl);
  const { tellFollowers, offerRecording } = createLiveAnnouncements({ bus: deps.bus, log, clock, zone: deps.zone });

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
      if (feedRadio) radioFeed.start();
    },
    onEnded: (snapshot) => {
      radioFeed.stop();
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
      void offerRecording(file, snapshot, ended?.show ?? null, ended?.endedAt ?? clock.now(), stationName).catch((err: Error) => {
        log.warn(`A recorded live service was not kept: ${err.message}`);
      });
    },
  });

  /** The show as it was when each recorded session ended (its recording closes a moment later). */
  const endedShows = new Map<string, { show: Show | null; endedAt: Date }>();

  const radioFeed = createRadioFeed({
    radio: deps.radio,
    ingest,
    log,
    bitrateKbps: config.streamBitrateKbps,
    title: () => show?.title ?? `${stationName} Live`,
  });

  const rtmpUrlFor = (requestHost: string) => rtmpUrlOf(config, requestHost, ingest.port);

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
        owncastPoll = watchOwncast(
          async () => owncastStatus(await owncast.status()),
          (status, cameOn) => {
            void announce(status.isLive ? 'stream_started' : 'stream_stopped', status);
            if (cameOn) tellFollowers(status, null);
          },
        );
        return;
      }
      await listenOrTurnOff(ingest, config, log);
    },
    async stop(): Promise<void> {
      if (owncastPoll) clearInterval(owncastPoll);
      radioFeed.stop();
      if (!owncast) await ingest.stop();
    },

    /** Spec §3 Live status, from what is actually on air. */
    async status(): Promise<LiveStatus> {
      if (!owncast) return builtinStatus();
      try {
        return owncastStatus(await owncast.status());
      } catch {
        return owncastStatus({ online: false, viewerCount: 0, streamTitle: '', lastConnectTime: null });
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
      return createStreamKey(db, userId, clock.now());
    },

    rtmpUrlFor,
    streamKeyOwner,

    async studio(userId: string, requestHost: string): Promise<StudioInfo> {
      const key = await repo.keyOf(db, userId);
      return studioInfoOf({
        config,
        requestHost,
        rtmpUrl: rtmpUrlFor(requestHost),
        key,
        s: ingest.current,
        viewers,
        feedRadio,
        feedingRadio: radioFeed.active,
      });
    },

    async setFeedRadio(on: boolean): Promise<void> {
      feedRadio = on;
      await repo.writeSetting(db, 'feedRadio', on);
      if (on) radioFeed.start();
      else radioFeed.stop();
    },
  };
}
