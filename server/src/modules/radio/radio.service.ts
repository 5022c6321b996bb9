import type { DemoMarks } from '../../platform/demo-marks.ts';
import type { Locale } from '@selah/contracts/i18n';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamStatus } from '@selah/contracts/radio';
import { IcecastListeners } from './outputs/icecast-listeners.ts';
import { IcecastOutput } from './outputs/icecast-output.ts';
import { starterMusic } from './library/starter-music.ts';
import { removeDemoSchedule, seedSchedule } from './schedule/schedule-seed.ts';
import { ListenerLog } from './outputs/listener-log.ts';
import { createLeadership } from './engine/leader.ts';
import { RadioStation } from './engine/radio-station.ts';
import { runStationRole, type StationRole } from './engine/station-role.ts';
import { libraryView } from './library/library.repo.ts';
import * as repo from './radio.repo.ts';
import { programAt } from './schedule/schedule.ts';
import { rotationFor } from './engine/rotation.ts';
import { scheduleViews } from './schedule/schedule-views.ts';
import { streamStatus } from './engine/stream-status.ts';
import { settledWithin } from '../../platform/concurrency.ts';
import { createProgramAir } from './schedule/program-air.ts';
import { demoStationMusic } from './library/demo-station-music.ts';
import { dashboardFigures } from './outputs/dashboard-figures.ts';
import { liveStarted } from './schedule/live-started.ts';
import { createRequestLine } from './requests/request-line.service.ts';
import './radio.events.ts';
import type { RadioDeps } from './radio-deps.ts';

export type { RadioDeps } from './radio-deps.ts';

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
  const status = (): StreamStatus => streamStatus(station, programNow(), name, icecastListeners?.count ?? 0);
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
  /** Pre-recorded programs, replays and the live shows' recordings. */
  const { cues, replays, recorder } = createProgramAir({
    db,
    bus,
    clock,
    log,
    zone: deps.zone,
    dataDir: config.dataDir,
    station,
    stationName: () => name,
  });
  const views = scheduleViews({
    db,
    clock,
    zone: deps.zone,
    onAirId: () => programNow()?.id ?? null,
    hasReplay: (title) => replays.has(title),
  });
  const listeners = new ListenerLog(db, () => station.hub.listenerCount, log, clock);
  /** With ICECAST_SOURCE_URL the broadcast is also pushed to Icecast, whose listeners count too. */
  const icecast = config.icecastSource;
  const icecastListeners = icecast ? new IcecastListeners(icecast) : null;
  if (icecast) {
    const output = new IcecastOutput({ target: icecast, stationName: () => name, bitrateKbps: config.streamBitrateKbps, log });
    station.addOutput(output);
  }
  const demoMusic = demoStationMusic({ db, log, config });
  const figures = dashboardFigures({ db, clock, station, listeners, readPrograms, status });

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
      if (config.radioEnabled) role = runStationRole({ station, leadership: createLeadership(config, log), bus, log, clock });
      // The song goes on air before the station answers and before a first start writes the demo's
      // posts, whose statements would otherwise hold the AutoDJ's first queries (a few ms: the
      // library is read and the first file opened). Never more than two seconds.
      if (station.engineRunning) await settledWithin(station.firstPick, 2000);
    },
    async stop(): Promise<void> {
      await role?.stop();
      role = null;
      cues.stop();
      await demoMusic.stop();
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

    /** The demo station's music, made in a low-priority worker thread (library/demo-station-music.ts). */
    seedDemoMusic: () => demoMusic.seed(),

    /** Whether the library holds songs of the station's own (not only the starter music). */
    hasOwnMusic: async () => starter.hasOwn(await repo.listTracks(db)),

    /** The programs of a day (station time), and each program's next airing this week; the one on air marked live. */
    async schedule(date: string | undefined, locale?: Locale) {
      await readPrograms();
      return views.day(date, locale);
    },
    async week(locale?: Locale) {
      await readPrograms();
      return views.week(locale);
    },
    /** The schedule changed in the console: a pre-recorded start is planned at once. */
    scheduleChanged: () => void readPrograms().catch((err: Error) => log.warn(`Could not read the schedule: ${err.message}`)),

    /** One program of the weekly schedule (for reminders and events), or null. */
    program: (id: string) => repo.findProgram(db, id),
    /** Every program of the weekly schedule and its one-offs. */
    programs: () => repo.listPrograms(db),

    history: figures.history,
    /** The console's dashboard: what is on air (and which program), listeners by hour and day, top songs. */
    figures: figures.figures,
    listenerStats: figures.listenerStats,
  };
}
