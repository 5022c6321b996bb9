import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  backupMessages,
  backupSettings,
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
import { settingsPart, type Settings } from '../../platform/settings/settings.ts';
import type { StationTime } from '../../platform/time/station-time.ts';
import { inZone, nextLocal } from '../../platform/time/zones.ts';

export const NIGHTLY_JOB = 'backups.nightly';

/** The console's part of the settings: when to back up and how many to keep. */
export const backupSettingsPart = settingsPart({ key: 'backups', schema: backupSettings, secrets: [] });

/** How the last backups went (written by whichever instance made them). */
const runsPart = settingsPart({
  key: 'backups.runs',
  schema: z.object({ lastSuccessAt: z.string().nullable(), lastFailureAt: z.string().nullable(), lastError: z.string().nullable() }),
  secrets: [],
});

const TWO_DAYS_MS = 2 * 24 * 60 * 60_000;

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

  async function list(): Promise<BackupEntry[]> {
    const names = (await fsp.readdir(folder).catch(() => [] as string[])).filter((n) => /^selah-\d{8}-\d{6}(-\d+)?\.tar\.gz$/.test(n));
    const entries = await Promise.all(
      names.map(async (name) => {
        const stat = await fsp.stat(path.join(folder, name)).catch(() => null);
        return stat ? { name, size: stat.size, createdAt: stat.mtime.toISOString() } : null;
      }),
    );
    return entries.filter((e): e is BackupEntry => e !== null).sort((a, b) => b.name.localeCompare(a.name));
  }

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
    const stamp = inZone(now, 'UTC').toFormat('yyyyLLdd-HHmmss');
    let name = `selah-${stamp}.tar.gz`;
    for (let i = 2; await fsp.stat(path.join(folder, name)).catch(() => null); i++) name = `selah-${stamp}-${i}.tar.gz`;
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

  async function prune(keep: number): Promise<void> {
    for (const old of (await list()).slice(keep)) await fsp.rm(path.join(folder, old.name), { force: true });
  }

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
        summary: `Made a backup of the station (${entry.name})`,
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
        summary: `Downloaded the backup ${name}`,
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
        summary: next.nightly
          ? `Nightly backups at ${next.hour}:00, keeping ${next.keep}`
          : `Turned nightly backups off (keeping ${next.keep})`,
        before,
        after: next,
      });
      return this.overview();
    },

    /** The dashboard's item: no backup yet, the last one failed, or the newest is older than two days. */
    async checklist(): Promise<ChecklistItem[]> {
      const runs = await readRuns();
      const newest = (await list())[0];
      const lastOk = runs.lastSuccessAt ? new Date(runs.lastSuccessAt).getTime() : null;
      const failedLast = !!runs.lastFailureAt && (lastOk === null || new Date(runs.lastFailureAt).getTime() > lastOk);
      const base = { id: 'backup', href: '/admin/backups', action: 'Open backups' };
      if (failedLast) {
        return [
          { ...base, done: false, title: 'The last backup failed', detail: `${runs.lastError ?? 'It did not finish'}. Try “Back up now”.` },
        ];
      }
      if (!newest || lastOk === null) {
        return [
          { ...base, done: false, title: 'No backup yet', detail: 'Make a first backup and download a copy to keep somewhere else.' },
        ];
      }
      if (time.clock.ms() - lastOk > TWO_DAYS_MS) {
        return [
          {
            ...base,
            done: false,
            title: 'The newest backup is more than two days old',
            detail: 'Check the nightly backups, or back up now.',
          },
        ];
      }
      return [{ ...base, done: true, title: 'The station is backed up', detail: `The newest backup is ${newest.name}.` }];
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
