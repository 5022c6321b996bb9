import type { LiveStatus, StudioInfo } from '@selah/contracts/live';
import type { Config } from '../../config.ts';
import type { IngestSnapshot } from './ingest.ts';
import type { OwncastApiStatus } from './owncast.ts';
import type { ViewerTracker } from './viewers.ts';

/** The show the studio named (before or during the broadcast). */
export interface Show {
  title: string;
  description: string;
  broadcaster: string;
  startedBy: string;
}

const hlsUrl = (s: IngestSnapshot) => `/live/hls/${s.sessionId}/index.m3u8`;

/** What is on air through the built-in ingest. */
export function builtinStatusOf(s: IngestSnapshot | null, show: Show | null, stationName: string, viewers: ViewerTracker): LiveStatus {
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
}

/** What is on air through Owncast, as its API says. */
export function owncastStatusOf(o: OwncastApiStatus, show: Show | null, stationName: string, embedUrl: string): LiveStatus {
  return {
    isLive: o.online,
    title: o.streamTitle || show?.title || (o.online ? `${stationName} Live` : ''),
    description: show?.description ?? '',
    broadcaster: show?.broadcaster ?? '',
    startTime: o.online ? o.lastConnectTime : null,
    streamUrl: embedUrl,
    viewerCount: o.online ? o.viewerCount : 0,
    source: 'owncast',
    quality: null,
  };
}

/** The station's host name as the public address gives it, else as the request named it. */
const publicHost = (config: Pick<Config, 'publicUrl'>, requestHost: string) =>
  config.publicUrl ? new URL(config.publicUrl).hostname : requestHost.replace(/:\d+$/, '') || 'localhost';

/** Where broadcasting software sends the stream. */
export const rtmpUrlOf = (config: Pick<Config, 'publicUrl'>, requestHost: string, port: number) =>
  `rtmp://${publicHost(config, requestHost)}:${port}/live`;

/** The studio page: where to send the stream, the key's state and the ingest's health. */
export function studioInfoOf(input: {
  config: Pick<Config, 'publicUrl' | 'port'>;
  requestHost: string;
  rtmpUrl: string;
  key: { createdAt: Date; keyHint: string } | null;
  s: IngestSnapshot | null;
  viewers: ViewerTracker;
  feedRadio: boolean;
  feedingRadio: boolean;
}): StudioInfo {
  const { config, requestHost, key, s, viewers } = input;
  const host = publicHost(config, requestHost);
  return {
    rtmpUrl: input.rtmpUrl,
    hasKey: key !== null,
    keyCreatedAt: key?.createdAt.toISOString() ?? null,
    keyHint: key?.keyHint ?? null,
    icecast: {
      host,
      port: config.publicUrl ? Number(new URL(config.publicUrl).port || 80) : config.port,
      mount: '/live',
      username: 'source',
    },
    feedRadio: input.feedRadio,
    ingest: {
      connected: s !== null,
      live: s?.live ?? false,
      publisher: s?.publisher.name ?? null,
      since: s ? (s.liveSince ?? s.connectedAt).toISOString() : null,
      quality: s?.quality ?? null,
      viewers: s?.live ? viewers.count() : 0,
      bytesReceived: s?.bytesReceived ?? 0,
      droppedFrames: s ? s.droppedFrames : null,
      feedingRadio: input.feedingRadio,
    },
  };
}
