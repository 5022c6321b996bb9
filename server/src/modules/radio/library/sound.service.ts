import { auditSentences as said } from '@selah/contracts/audit-sentences';
import type { SoundSettings, SoundStatus } from '@selah/contracts/admin-radio';
import type { Db } from '../../../db/client.ts';
import type { Audit, AuditActor } from '../../../platform/audit/audit.ts';
import type { Jobs } from '../../../platform/jobs/scheduler.ts';
import type { Log } from '../../../platform/module.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import * as lib from './library.repo.ts';
import { SilentSongError, soundColumns } from './sound-levels.ts';

/** The background levelling of songs not measured yet (a library from before issue 27). */
export const LEVELLING_JOB = 'radio.levelling';
/** Songs measured per job; the job schedules the next batch, so a restart resumes where it was. */
const BATCH = 10;

export interface SoundDeps {
  db: Db;
  audit: Audit;
  jobs: Jobs;
  clock: Clock;
  log: Log;
}

/** The console's sound settings (loudness target, crossfade) and the levelling of the library. */
export function createSoundService({ db, audit, jobs, clock, log }: SoundDeps) {
  const settings = async (): Promise<SoundSettings> => {
    const rules = await lib.getRules(db);
    return { targetLufs: rules.targetLufs, crossfadeSeconds: rules.crossfadeMs / 1000 };
  };

  /** Queues a levelling run when a song waits to be measured (at start, and after each batch). */
  async function scheduleLevelling(): Promise<boolean> {
    if (!(await lib.unmeasuredTracks(db, 1)).length) return false;
    return jobs.schedule(LEVELLING_JOB, { key: `batch:${clock.ms()}`, runAt: clock.now() });
  }

  /** Measures the next batch, one song at a time at a low priority; a song that fails is marked and skipped. */
  async function levelBatch(): Promise<number> {
    const batch = await lib.unmeasuredTracks(db, BATCH);
    for (const t of batch) {
      const sound = await soundColumns(t.filePath, { nice: true }).catch((err: unknown) => ({
        loudnessLufs: null,
        truePeakDb: null,
        soundStartMs: null,
        soundEndMs: null,
        soundError: err instanceof SilentSongError ? 'silent from start to end' : String(err),
      }));
      await lib.saveSound(db, t.id, sound);
      if (sound.soundError) log.warn(`Could not level ${t.filePath}: ${sound.soundError}`);
    }
    return batch.length;
  }

  return {
    levelBatch,
    scheduleLevelling,

    registerJobs(scheduler: Jobs = jobs): void {
      scheduler.handle(LEVELLING_JOB, async () => {
        if ((await levelBatch()) === BATCH) await scheduleLevelling();
      });
    },

    async status(): Promise<SoundStatus> {
      return { ...(await settings()), levelling: await lib.levellingProgress(db) };
    },

    async save(actor: AuditActor, next: SoundSettings): Promise<SoundStatus> {
      const before = await settings();
      const value = { targetLufs: Math.round(next.targetLufs * 10) / 10, crossfadeMs: Math.round(next.crossfadeSeconds * 1000) };
      await db.transaction(async (tx) => {
        await lib.saveRules(tx, value);
        await audit.record(
          {
            actor,
            action: 'music.sound.update',
            targetType: 'autodj',
            summary: said.soundChanged,
            before,
            after: next,
          },
          tx,
        );
      });
      return this.status();
    },
  };
}

export type SoundService = ReturnType<typeof createSoundService>;
