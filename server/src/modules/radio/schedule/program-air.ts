import path from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { EventBus } from '../../../platform/bus/bus.ts';
import type { Log } from '../../../platform/module.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import { formatLongDate } from '../../../platform/time/zones.ts';
import type { RadioStation } from '../engine/radio-station.ts';
import { ShowRecorder, type RecordedShow } from '../engine/show-recorder.ts';
import * as repo from '../radio.repo.ts';
import { ProgramCues, type Cue } from './program-cues.ts';
import { ReplayFiles } from './replays.ts';
import { programAt } from './schedule.ts';

export interface ProgramAirDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
  log: Log;
  zone: () => string;
  dataDir: string;
  station: RadioStation;
  /** The station's name now ("{name} Live" is the title of a live show nobody named). */
  stationName: () => string;
}

/**
 * What the schedule puts on air by itself: a pre-recorded program's file at its start, a replay's
 * latest recording, and every live show kept (decision: AzuraCast records live DJs too) and
 * offered as a draft episode.
 */
export function createProgramAir(d: ProgramAirDeps) {
  const { db, log, station } = d;
  const replays = new ReplayFiles(path.join(d.dataDir, 'recordings', 'replays'));
  const cues = new ProgramCues({ clock: d.clock, zone: d.zone, play: (cue) => void playCue(cue), hasReplay: (p) => replays.has(p.title) });

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

  const recorder = new ShowRecorder(
    path.join(d.dataDir, 'recordings'),
    (show) => void recorded(show).catch((err: Error) => log.warn(`A recorded show was not offered: ${err.message}`)),
    (message) => log.warn(message),
    undefined,
    d.clock,
  );
  station.addOutput(recorder);

  async function recorded(show: RecordedShow) {
    const tz = d.zone();
    const onAir = programAt(await repo.listPrograms(db), tz, show.startedAt);
    // The live program's latest show is what its replays re-air.
    if (onAir?.plays === 'live') await replays.keep(onAir.title, show.file);
    const day = formatLongDate(show.startedAt, tz);
    const generic = show.title === `${d.stationName()} Live`;
    const programTitle = onAir && (generic || onAir.plays === 'live') ? onAir.title : show.title;
    await d.bus.publish('radio.show-recorded', {
      file: show.file,
      title: `${programTitle} · ${day}`,
      host: onAir && programTitle === onAir.title ? onAir.host : (show.dj ?? ''),
      dj: show.dj,
      startedAt: show.startedAt.toISOString(),
      endedAt: show.endedAt.toISOString(),
    });
  }

  return { cues, replays, recorder };
}
