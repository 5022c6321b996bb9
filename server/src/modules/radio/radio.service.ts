import type { DemoMarks } from '../../platform/demo-marks.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamStatus } from '@selah/contracts/radio';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import { IcecastListeners } from './outputs/icecast-listeners.ts';
import { IcecastOutput } from './outputs/icecast-output.ts';
import { demoTrackFile, demoTracks, makeDemoMusic, type DemoMusic } from './library/demo-music.ts';
import { starterMusic } from './library/starter-music.ts';
import { importFile } from './library/library.ts';
import { listenerStats, listenersPerBucket, topSongs } from './outputs/listener-figures.ts';
import { removeDemoSchedule, seedSchedule } from './schedule/schedule-seed.ts';
import { artUrl } from './library/cover-art.ts';
import { ListenerLog } from './outputs/listener-log.ts';
import { programPreset } from './engine/presets.ts';
import { createLeadership } from './engine/leader.ts';
import { RadioStation } from './engine/radio-station.ts';
import { runStationRole, type StationRole } from './engine/station-role.ts';
import { ShowRecorder, type RecordedShow } from './engine/show-recorder.ts';
import { libraryView } from './library/library.repo.ts';
import * as repo from './radio.repo.ts';
import { formatLongDate } from '../../platform/time/zones.ts';
import { clockOf } from '@selah/contracts/admin-radio';
import { programAt } from './schedule/schedule.ts';
import { rotationFor } from './engine/rotation.ts';
import { onAirLine } from './engine/on-air-line.ts';
import { ProgramCues, type Cue } from './schedule/program-cues.ts';
import { scheduleViews } from './schedule/schedule-views.ts';
import { ReplayFiles } from './schedule/replays.ts';
import { liveStarted } from './schedule/live-started.ts';
import { createRequestLine } from './requests/request-line.service.ts';
import './radio.events.ts';

export interface RadioDeps {
  db: Db;
  bus: EventBus;
  push: ClientPush;
  clock: Clock;
  log: Log;
  config: Pick<
    Config,
    'dataDir' | 'streamBitrateKbps' | 'radioEnabled' | 'paths' | 'databaseUrl' | 'instanceUrl' | 'icecastSource' | 'demoTrackSeconds'
  >;
  /** The station's name as its settings say now. */
  stationName: () => Promise<string>;
  /** The station's zone, read at each use. */
  zone: () => string;
}

export const NOW_PLAYING_CHANNEL = 'now-playing';

export type RadioService = ReturnType<typeof createRadioService>;

export function createRadioService(deps: RadioDeps) {
  const { db, bus, push, clock, log, config } = deps;
  let name = '';
  const starter = starterMusic(config.dataDir, config.paths.content);
  let role: StationRole | null = null;
  /** The schedule as last read (each AutoDJ pick and each status request read it again): the status is built without a query. */
  let programs: repo.ProgramRow[] = [];
  const readPrograms = async () => {
    programs = await repo.listPrograms(db);
    cues.plan(programs);
    return programs;
  };
  /** The schedule's program on air now: the one the status, the schedule's highlight and the dashboard name. */
  const programNow = () => programAt(programs, deps.zone(), clock.now());
  const status = (): StreamStatus => {
    const onAir = station.onAir;
    const live = station.isLive;
    const program = programNow();
    return {
      song: { title: onAir?.title ?? '', artist: onAir?.artist ?? '', art: onAir?.art ? artUrl(onAir.art) : null },
      station: { name, listeners: station.hub.listenerCount + (icecastListeners?.count ?? 0), isLive: station.isLive },
      program: programPreset(station.isLive ? 'live' : 'autodj', name),
      isConnected: true,
      error: null,
      onAirSinceMs: station.hub.onAirSinceMs,
      onAir: onAirLine({
        live,
        liveShow: live ? (station.liveSource?.show ?? onAir?.title ?? null) : null,
        program: program && {
          id: program.id,
          title: program.title,
          host: program.host,
          plays: program.plays,
          start: clockOf(program.startMinute),
          end: clockOf(program.endMinute),
        },
        recording: Boolean(program?.trackId && onAir?.source === 'autodj' && onAir.trackId === program.trackId),
      }),
    };
  };
  const requestLine = createRequestLine({ db, clock, push, programs: readPrograms, zone: deps.zone });
  /** What the AutoDJ plays next: the program's rotation, listeners' requests first where it takes them. */
  const rotation = async () => {
    const [all, now, tz] = [await readPrograms(), clock.now(), deps.zone()];
    const next = rotationFor(all, starter.playable(await repo.listTracks(db)), tz, now, await libraryView(db));
    return { ...next, requests: await requestLine.playable(programAt(all, tz, now)) };
  };
  const station: RadioStation = new RadioStation({
    stationName: () => name,
    bitrateKbps: config.streamBitrateKbps,
    rotation,
    onRequestPlayed: (requestId) =>
      void requestLine.played(requestId).catch((err: Error) => log.warn(`Could not mark a request played: ${err.message}`)),
    onAirChanged: (onAir) => {
      const { trackId, title, artist, source, startedAt } = onAir;
      void repo
        .insertPlay(db, { trackId, title, artist, source, startedAt })
        .catch((err: Error) => log.warn(`Could not record a play: ${err.message}`));
      role?.announce(onAir, station.isLive);
      // Pages hear the change at once instead of at their next poll.
      void push.toChannel(NOW_PLAYING_CHANNEL, { type: 'now_playing', status: status() });
    },
    onListener: (event) => listeners.record(event),
    onLiveChange: (event) => {
      if (event.kind === 'end') return recorder.finish(clock.now());
      recorder.begin(event.show, event.dj, clock.now());
      // A DJ at the mount (not the video's own sound, which the live module announces) tells followers.
      if (!event.feed) {
        void bus
          .publish('radio.live-started', liveStarted(programs, deps.zone(), clock.now(), event.show, event.dj))
          .catch((err: Error) => log.warn(`Go-live alert failed: ${err.message}`));
      }
    },
    log,
  });
  /** Pre-recorded programs: each file goes on air at its program's start, on the station's clock. */
  const replays = new ReplayFiles(path.join(config.dataDir, 'recordings', 'replays'));
  const cues = new ProgramCues({ clock, zone: deps.zone, play: (cue) => void playCue(cue), hasReplay: (p) => replays.has(p.title) });
  async function playCue({ program, trackId }: Cue) {
    if (!trackId) {
      // A replay: the latest recording of the live program it re-airs.
      const file = { id: '', path: replays.fileFor(program.title), title: program.title, artist: program.host, art: null };
      if (await station.playNow(file)) log.info(`"${program.title}" starts: the latest recording is on air`);
      return;
    }
    const t = await repo.findTrackRow(db, trackId);
    if (!t) return log.warn(`"${program.title}" starts, but its recording is no longer in the library`);
    const playing = await station.playNow({ id: t.id, path: t.filePath, title: t.title, artist: t.artist, art: t.art });
    if (playing) log.info(`"${program.title}" starts: its recording "${t.title}" is on air`);
    else if (station.engineRunning) log.warn(`"${program.title}" starts, but its recording "${t.title}" could not go on air`);
  }
  const views = scheduleViews({
    db,
    clock,
    zone: deps.zone,
    onAirId: () => programNow()?.id ?? null,
    hasReplay: (title) => replays.has(title),
  });
  /** Every live show is kept (decision: AzuraCast records live DJs too) and offered as a draft episode. */
  const recorder = new ShowRecorder(
    path.join(config.dataDir, 'recordings'),
    (show) => void recorded(show).catch((err: Error) => log.warn(`A recorded show was not offered: ${err.message}`)),
    (message) => log.warn(message),
  );
  station.addOutput(recorder);
  async function recorded(show: RecordedShow) {
    const tz = deps.zone();
    const onAir = programAt(await repo.listPrograms(db), tz, show.startedAt);
    // The live program's latest show is what its replays re-air.
    if (onAir?.plays === 'live') await replays.keep(onAir.title, show.file);
    const day = formatLongDate(show.startedAt, tz);
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
  const listeners = new ListenerLog(db, () => station.hub.listenerCount, log, clock);
  /** With ICECAST_SOURCE_URL the broadcast is also pushed to Icecast, whose listeners count too. */
  const icecast = config.icecastSource;
  const icecastListeners = icecast ? new IcecastListeners(icecast) : null;
  if (icecast) {
    const output = new IcecastOutput({ target: icecast, stationName: () => name, bitrateKbps: config.streamBitrateKbps, log });
    station.addOutput(output);
  }
  let demoMusic: DemoMusic | null = null;

  return {
    station,
    status,
    /** The AutoDJ's next rotation (the engine asks it before each song). */
    rotation,
    /** Listeners' song requests (the request line). */
    requestLine,
    /**
     * Staff's "Skip this song": the AutoDJ's song ends and the next one starts, on whichever
     * instance runs the engine. False while a person is on air, or when nothing is playing.
     */
    async skipSong(): Promise<boolean> {
      if (station.isLive) return false;
      if (station.engineRunning) return station.skip();
      await bus.broadcast('radio.skip', {});
      return true;
    },
    /** The status with Icecast's listeners read afresh (at most every few seconds). */
    async currentStatus(): Promise<StreamStatus> {
      await Promise.all([icecastListeners?.refresh(), readPrograms()]);
      return status();
    },
    /** The station was renamed: the status, the ICY title and the default program say so at once. */
    async refreshName(): Promise<void> {
      name = await deps.stationName();
      void push.toChannel(NOW_PLAYING_CHANNEL, { type: 'now_playing', status: status() });
    },
    async start(): Promise<void> {
      name = await deps.stationName();
      await readPrograms();
      // One engine per station: with PostgreSQL the instances elect its leader; the others relay it.
      if (config.radioEnabled) role = runStationRole({ station, leadership: createLeadership(config, log), bus, log });
      // The song goes on air before the station answers and before a first start writes the demo's
      // posts, whose statements would otherwise hold the AutoDJ's first queries (a few ms: the
      // library is read and the first file opened). Never more than two seconds.
      if (station.engineRunning) await settledWithin(station.firstPick, 2000);
    },
    async stop(): Promise<void> {
      await role?.stop();
      role = null;
      cues.stop();
      await demoMusic?.stop();
      station.stop();
      await listeners.close();
    },
    listen: (req: IncomingMessage, res: ServerResponse) => station.listen(req, res),
    /** The leader's internal address when another instance runs the engine (decision 011). */
    leaderUrl: (): string | null => role?.leaderUrl() ?? null,
    stationName: () => name,

    /** First start: the demo station's weekly programs from content/schedule.json, marked as demo (the station edits them later). */
    seedSchedule: (marks: DemoMarks) => seedSchedule(db, config.paths.content, marks),
    /** The demo's programs leave the schedule (the station's own stay); the AutoDJ then plays the whole library. */
    removeDemoSchedule: (marks: DemoMarks) => removeDemoSchedule(db, marks),

    /**
     * The demo station's music, made in a low-priority worker thread; the AutoDJ plays each track
     * as it is ready. A first start that was stopped part-way carries on where it was.
     */
    async seedDemoMusic(): Promise<void> {
      if (!config.radioEnabled) return;
      const list = demoTracks(config.paths.content);
      const dir = path.join(config.dataDir, 'music');
      const present = await Promise.all(list.map((t, i) => exists(demoTrackFile(dir, i, t.title))));
      // Nothing to do when the library has music and the demo tracks are all made, or were never begun (the station's own).
      if ((await repo.listTracks(db)).length > 0 && (present.every(Boolean) || !present[0])) return;
      demoMusic = makeDemoMusic({
        dir,
        list,
        kbps: config.streamBitrateKbps,
        log,
        prebuiltDir: config.paths.serverDist,
        secondsOverride: config.demoTrackSeconds,
        onReady: (file, known) =>
          importFile(db, file, { dataDir: config.dataDir, generateArt: true, prebuiltCovers: config.paths.serverDist, known }),
      });
      // The ident is in the library before the AutoDJ starts: it is the first song on air.
      await demoMusic.first;
    },

    /** Whether the library holds songs of the station's own (not only the starter music). */
    hasOwnMusic: async () => starter.hasOwn(await repo.listTracks(db)),

    /** The programs of a day (station time), and each program's next airing this week; the one on air marked live. */
    async schedule(date: string | undefined) {
      await readPrograms();
      return views.day(date);
    },
    async week() {
      await readPrograms();
      return views.week();
    },
    /** The schedule changed in the console: a pre-recorded start is planned at once. */
    scheduleChanged: () => void readPrograms().catch((err: Error) => log.warn(`Could not read the schedule: ${err.message}`)),

    /** One program of the weekly schedule (for reminders and events), or null. */
    program: (id: string) => repo.findProgram(db, id),
    /** Every program of the weekly schedule and its one-offs. */
    programs: () => repo.listPrograms(db),

    async history() {
      const plays = await repo.recentPlays(db, 20);
      return plays.map((p) => ({ title: p.title, artist: p.artist, source: p.source, startedAt: p.startedAt.toISOString() }));
    },

    /** The console's dashboard: what is on air (and which program), listeners by hour and day, top songs. */
    async figures() {
      await listeners.flush();
      const now = clock.now();
      await readPrograms();
      const line = status().onAir;
      const live = station.liveSource;
      return {
        onAir: {
          title: station.onAir?.title ?? '',
          artist: station.onAir?.artist ?? '',
          source: station.isLive ? ('live' as const) : ('autodj' as const),
          dj: station.isLive ? (live?.dj ?? null) : null,
          program: line.program?.title ?? null,
          label: line.label,
        },
        listenersNow: station.hub.listenerCount,
        listenersPerHour: await listenersPerBucket(db, 'hour', 48, now),
        listenersPerDay: await listenersPerBucket(db, 'day', 30, now),
        topSongs: await topSongs(db, new Date(now.getTime() - 30 * 24 * 3_600_000), 10),
      };
    },

    async listenerStats(hours: number) {
      await listeners.flush();
      return listenerStats(db, station.hub.listenerCount, new Date(clock.now().getTime() - hours * 3_600_000));
    },
  };
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Waits for `promise` to settle, or `ms` at most. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
