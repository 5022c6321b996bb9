import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Log } from '../../../platform/module.ts';
import * as repo from '../radio.repo.ts';
import { demoTrackFile, demoTracks, makeDemoMusic, type DemoMusic } from './demo-music.ts';
import { importFile } from './library.ts';

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * The demo station's music, made in a low-priority worker thread; the AutoDJ plays each track
 * as it is ready. A first start that was stopped part-way carries on where it was.
 */
export function demoStationMusic(deps: {
  db: Db;
  log: Log;
  config: Pick<Config, 'dataDir' | 'streamBitrateKbps' | 'radioEnabled' | 'paths' | 'demoTrackSeconds'>;
}) {
  const { db, log, config } = deps;
  let demoMusic: DemoMusic | null = null;
  return {
    async seed(): Promise<void> {
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
    stop: async () => {
      await demoMusic?.stop();
    },
  };
}
