import { auditSentences as said } from '@selah/contracts/audit-sentences';
import path from 'node:path';
import {
  backupMessages,
  defaultBackupSettings,
  type BackupEntry,
  type BackupSettings,
  type BackupsOverview,
} from '@selah/contracts/admin-backups';
import type { ChecklistItem } from '@selah/contracts/admin-people';
import type { Database } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import { createBackup, type BackupResult } from '../../platform/backup/backup.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { Log } from '../../platform/module.ts';
import type { Settings } from '../../platform/settings/settings.ts';
import type { StationTime } from '../../platform/time/station-time.ts';
import { nextLocal } from '../../platform/time/zones.ts';
import { freeBackupName, listBackups, pruneBackups } from './backup-files.ts';
import { backupChecklist } from './backup-checklist.ts';
import { backupSettingsPart, runsPart } from './backup-settings.ts';

export const NIGHTLY_JOB = 'backups.nightly';

export interface BackupsDeps {
  database: Database;
  dataDir: string;
  settings: Settings;
  jobs: Jobs;
  time: StationTime;
  audit: Audit;
  log: Log;
  secretKeyFromEnv: boolean;
}

export type BackupsService = ReturnType<typeof createBackupsService>;

/**
 * The station's backups in DATA_DIR/backups: made on demand ("Back up now", `selah backup`) and
 * every night through the durable scheduler, the oldest removed beyond the retention count.
 */
export function createBackupsService(deps: BackupsDeps) {
  const { settings, jobs, time, log } = deps;
  const folder = path.join(deps.dataDir, 'backups');
  let running: Promise<BackupResult> | null = null;

  const readSettings = async (): Promise<BackupSettings> => (await settings.read(backupSettingsPart)) ?? defaultBackupSettings;
  const readRuns = async () => (await settings.read(runsPart)) ?? { lastSuccessAt: null, lastFailureAt: null, lastError: null };

  const list = () => listBackups(folder);

  /** The next nightly run: `hour`:00 at the station, the first one after now. */
  const nextRun = (s: BackupSettings) => nextLocal(time.clock.now(), time.zone(), s.hour);
  const jobKey = (at: Date) => at.toISOString();

  async function scheduleNext(s: BackupSettings): Promise<Date | null> {
    if (!s.nightly) return null;
    const at = nextRun(s);
    await jobs.schedule(NIGHTLY_JOB, { key: jobKey(at), runAt: at, payload: { hour: s.hour } });
    return at;
  }

  /** Makes one backup now (one at a time on this instance), records how it went, prunes beyond `keep`. */
  async function backupNow(): Promise<BackupResult> {
    if (running) throw new HttpError(409, backupMessages.running, 'backup_running');
    const now = time.clock.now();
    const name = await freeBackupName(folder, now);
    running = createBackup({
      database: deps.database,
      dataDir: deps.dataDir,
      file: path.join(folder, name),
      now,
      secretKeyFromEnv: deps.secretKeyFromEnv,
    });
    try {
      const result = await running;
      await settings.write(runsPart, { ...(await readRuns()), lastSuccessAt: now.toISOString() });
      await prune((await readSettings()).keep);
      log.info(`Backup written: ${result.file} (${result.size} bytes)`);
      return result;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await settings.write(runsPart, { ...(await readRuns()), lastFailureAt: now.toISOString(), lastError: error }).catch(() => undefined);
      log.error(`Backup failed: ${error}`);
      throw err;
    } finally {
      running = null;
    }
  }

  const prune = (keep: number) => pruneBackups(folder, keep);

  const entryOf = (result: BackupResult): BackupEntry => ({
    name: path.basename(result.file),
    size: result.size,
    createdAt: result.manifest.createdAt,
  });

  return {
    folder,
    list,
    readSettings,

    async overview(): Promise<BackupsOverview> {
      const s = await readSettings();
      const runs = await readRuns();
      return {
        settings: s,
        backups: await list(),
        folder,
        lastSuccessAt: runs.lastSuccessAt,
        lastFailure: runs.lastFailureAt && runs.lastError ? { at: runs.lastFailureAt, error: runs.lastError } : null,
        nextRunAt: s.nightly ? nextRun(s).toISOString() : null,
      };
    },

    /** "Back up now" in the console. */
    async backupNow(actor: AuditActor): Promise<BackupEntry> {
      const entry = entryOf(await backupNow());
      await deps.audit.record({
        actor,
        action: 'backup.create',
        targetType: 'backup',
        targetId: entry.name,
        summary: said.backupMade(entry.name),
        after: entry,
      });
      return entry;
    },

    /** A backup's file for download (the audit log notes who took a copy). */
    async download(actor: AuditActor, name: string): Promise<{ file: string; size: number }> {
      const entry = (await list()).find((e) => e.name === name);
      if (!entry) throw new HttpError(404, backupMessages.notFound, 'not_found');
      await deps.audit.record({
        actor,
        action: 'backup.download',
        targetType: 'backup',
        targetId: name,
        summary: said.backupDownloaded(name),
      });
      return { file: path.join(folder, name), size: entry.size };
    },

    async saveSettings(actor: AuditActor, next: BackupSettings): Promise<BackupsOverview> {
      const before = await readSettings();
      await settings.write(backupSettingsPart, next);
      // The pending nightly run moves to the new hour (or goes, when nightly backups are turned off).
      const pending = nextRun(before);
      if (before.nightly && (!next.nightly || next.hour !== before.hour)) await jobs.cancel(NIGHTLY_JOB, jobKey(pending));
      await scheduleNext(next);
      if (next.keep < before.keep) await prune(next.keep);
      await deps.audit.record({
        actor,
        action: 'backup.settings',
        targetType: 'settings',
        targetId: 'backups',
        summary: next.nightly ? said.nightlyOn(next.hour, next.keep) : said.nightlyOff(next.keep),
        before,
        after: next,
      });
      return this.overview();
    },

    /** The dashboard's item: no backup yet, the last one failed, or the newest is older than two days. */
    async checklist(): Promise<ChecklistItem[]> {
      return backupChecklist(await readRuns(), (await list())[0], time.clock.ms());
    },

    /** Schedules the next night's run (once: the job's key names the night). */
    async start(): Promise<void> {
      await scheduleNext(await readSettings());
    },

    /** The nightly job's handler, on the station's scheduler (or a test's). */
    registerJobs(scheduler: Jobs = jobs): void {
      scheduler.handle(NIGHTLY_JOB, async (payload) => {
        const s = await readSettings();
        // The next night is scheduled first, so a failing backup (retried by the scheduler) never stops the nights after it.
        await scheduleNext(s);
        // A night scheduled before the settings changed (another hour, or turned off) is let go.
        if (!s.nightly || (payload as { hour?: number }).hour !== s.hour) return;
        await backupNow();
      });
    },

    /** For the CLI (`selah backup FILE`): a backup to a file of the person's choosing. */
    backupTo: (file: string) =>
      createBackup({
        database: deps.database,
        dataDir: deps.dataDir,
        file,
        now: time.clock.now(),
        secretKeyFromEnv: deps.secretKeyFromEnv,
      }),
  };
}
