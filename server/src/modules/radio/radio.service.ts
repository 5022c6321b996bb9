import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamStatus } from '@selah/contracts/radio';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import { generateDemoTracks, importFile, type DemoTrack } from './library.ts';
import { ListenerLog } from './listener-log.ts';
import { programPreset } from './presets.ts';
import { RadioStation } from './radio-station.ts';
import { ShowRecorder, type RecordedShow } from './show-recorder.ts';
import * as repo from './radio.repo.ts';
import { daySchedule, rotationFor, zonedNow } from './schedule.ts';
import './radio.events.ts';

export interface RadioDeps {
  db: Db;
  bus: EventBus;
  push: ClientPush;
  clock: Clock;
  log: Log;
  config: Pick<Config, 'dataDir' | 'stationTimezone' | 'streamBitrateKbps' | 'radioEnabled' | 'paths'>;
  /** The station's name as its settings say now. */
  stationName: () => Promise<string>;
}

export const NOW_PLAYING_CHANNEL = 'now-playing';

export type RadioService = ReturnType<typeof createRadioService>;

export function createRadioService(deps: RadioDeps) {
  const { db, bus, push, clock, log, config } = deps;
  let name = '';
  const status = (): StreamStatus => {
    const onAir = station.onAir;
    return {
      song: { title: onAir?.title ?? '', artist: onAir?.artist ?? '' },
      station: { name, listeners: station.hub.listenerCount, isLive: station.isLive },
      program: programPreset(station.isLive ? 'live' : 'autodj', name),
      isConnected: true,
      error: null,
    };
  };
  const station: RadioStation = new RadioStation({
    stationName: () => name,
    bitrateKbps: config.streamBitrateKbps,
    rotation: async () => rotationFor(await repo.listPrograms(db), await repo.listTracks(db), config.stationTimezone, clock.now()),
    onAirChanged: (onAir) => {
      const { trackId, title, artist, source, startedAt } = onAir;
      void repo
        .insertPlay(db, { trackId, title, artist, source, startedAt })
        .catch((err: Error) => log.warn(`Could not record a play: ${err.message}`));
      void bus.publish('radio.on-air', { title, artist, source });
      // Pages hear the change at once instead of at their next poll.
      void push.toChannel(NOW_PLAYING_CHANNEL, { type: 'now_playing', status: status() });
    },
    onListener: (event) => listeners.record(event),
    onLiveChange: (event) => {
      if (event.kind === 'start') recorder.begin(event.show, event.dj, clock.now());
      else recorder.finish(clock.now());
    },
    log,
  });
  /** Every live show is kept (decision: AzuraCast records live DJs too) and offered as a draft episode. */
  const recorder = new ShowRecorder(
    path.join(config.dataDir, 'recordings'),
    (show) => void recorded(show).catch((err: Error) => log.warn(`A recorded show was not offered: ${err.message}`)),
    (message) => log.warn(message),
  );
  station.addOutput(recorder);
  async function recorded(show: RecordedShow) {
    const tz = config.stationTimezone;
    const { date } = zonedNow(tz, show.startedAt);
    const onAir = daySchedule(await repo.listPrograms(db), date, tz, show.startedAt).find((p) => p.isLive);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: tz, month: 'long', day: 'numeric', year: 'numeric' }).format(show.startedAt);
    const generic = show.title === `${name} Live`;
    const programTitle = onAir && (generic || onAir.plays === 'live') ? onAir.title : show.title;
    await bus.publish('radio.show-recorded', {
      file: show.file,
      title: `${programTitle} · ${day}`,
      host: onAir && programTitle === onAir.title ? onAir.host : (show.dj ?? ''),
      dj: show.dj,
      startedAt: show.startedAt.toISOString(),
      endedAt: show.endedAt.toISOString(),
    });
  }
  const listeners = new ListenerLog(db, () => station.hub.listenerCount, log);

  return {
    station,
    status,
    async start(): Promise<void> {
      name = await deps.stationName();
      if (config.radioEnabled) station.start();
    },
    async stop(): Promise<void> {
      station.stop();
      await listeners.close();
    },
    listen: (req: IncomingMessage, res: ServerResponse) => station.listen(req, res),
    stationName: () => name,

    /** First start: the weekly schedule from content/schedule.json (the station edits it later). */
    async seedSchedule(): Promise<void> {
      if ((await repo.countPrograms(db)) > 0) return;
      const file = path.join(config.paths.content, 'schedule.json');
      await repo.insertPrograms(db, JSON.parse(await fs.readFile(file, 'utf8')) as Parameters<typeof repo.insertPrograms>[1]);
    },

    /** The demo station's music, made in the background; the AutoDJ plays each track as it is ready. */
    async seedDemoMusic(): Promise<void> {
      if (!config.radioEnabled || (await repo.listTracks(db)).length > 0) return;
      const list = JSON.parse(await fs.readFile(path.join(config.paths.content, 'music/tracks.json'), 'utf8')) as DemoTrack[];
      const dir = path.join(config.dataDir, 'music');
      void generateDemoTracks(
        dir,
        list,
        config.streamBitrateKbps,
        (line) => log.info(line),
        (file) => importFile(db, file),
      ).catch((err: Error) => log.error(`Demo music could not be generated: ${err.message}`));
    },

    /** The programs of a day (station time), the one on air marked live. */
    async schedule(date: string | undefined) {
      const tz = config.stationTimezone;
      const now = clock.now();
      const day = date ?? zonedNow(tz, now).date;
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      return { date: day, timezone: tz, programs: daySchedule(await repo.programsOn(db, weekday), day, tz, now) };
    },

    /** One program of the weekly schedule (for reminders and events), or null. */
    program: (id: string) => repo.findProgram(db, id),

    async history() {
      const plays = await repo.recentPlays(db, 20);
      return plays.map((p) => ({ title: p.title, artist: p.artist, source: p.source, startedAt: p.startedAt.toISOString() }));
    },

    async listenerStats(hours: number) {
      await listeners.flush();
      const { peaks, sessions } = await repo.listenerStats(db, new Date(clock.now().getTime() - hours * 3_600_000));
      return {
        listenersNow: station.hub.listenerCount,
        peaks: peaks.map((p) => ({ hour: p.hour.toISOString(), peak: p.peak })),
        sessions: sessions.map((r) => ({
          startedAt: r.startedAt.toISOString(),
          endedAt: r.endedAt?.toISOString() ?? null,
          userAgent: r.userAgent,
        })),
      };
    },
  };
}
