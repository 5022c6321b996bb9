import { useState, type FormEvent } from 'react';
import { Archive, Download } from 'lucide-react';
import type { BackupSettings, BackupsOverview } from '@selah/contracts/admin-backups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { downloadBackup, useBackUpNow, useBackups, useSaveBackupSettings } from '@/features/admin/api/backups-api';
import { AdminPage } from '@/features/admin/components/admin-page';
import { T, useT } from '@/i18n/t';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const hourLabel = (h: number) => new Date(2000, 0, 1, h).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** /admin/backups: the station's backups, nightly and on demand, and a copy to keep somewhere else. */
export default function AdminBackupsPage() {
  const t = useT();
  const backups = useBackups();
  const now = useBackUpNow();
  return (
    <AdminPage
      title={t('admin.backups.backups')}
      description={t('admin.backups.oneFileHoldsTheWhole')}
      actions={
        <Button
          disabled={now.isPending}
          onClick={() =>
            now.mutate(undefined, {
              onSuccess: (b) => toast.success(t('admin.backups.backupNameIsReadySize', { name: b.name, size: megabytes(b.size) })),
              onError: (e) => toast.error(e.message),
            })
          }
        >
          <Archive className="size-4" aria-hidden="true" /> {now.isPending ? t('admin.backups.backingUp') : t('admin.backups.backUpNow')}
        </Button>
      }
    >
      {backups.isPending ? (
        <Skeleton className="h-96" />
      ) : backups.isError ? (
        <FallbackPanel
          type="error"
          message={backups.error.message}
          action={{ label: t('common.retry'), onClick: () => void backups.refetch() }}
        />
      ) : (
        <>
          <BackupStatus data={backups.data} />
          <BackupList data={backups.data} />
          <BackupSchedule key={JSON.stringify(backups.data.settings)} initial={backups.data.settings} nextRunAt={backups.data.nextRunAt} />
        </>
      )}
    </AdminPage>
  );
}

function BackupStatus({ data }: { data: BackupsOverview }) {
  const t = useT();
  const failedLast = data.lastFailure && (!data.lastSuccessAt || data.lastFailure.at > data.lastSuccessAt);
  if (!failedLast) return null;
  return (
    <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-4 text-sm">
      {t('admin.backups.theLastBackupFailedAt', { at: when(data.lastFailure!.at), error: data.lastFailure!.error })}
    </p>
  );
}

function BackupList({ data }: { data: BackupsOverview }) {
  const t = useT();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.backups.keptOnThisServer')}</CardTitle>
        <CardDescription>
          <T id="admin.backups.keptIn" values={{ folder: data.folder, code: (c) => <code>{c}</code> }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.backups.length === 0 ? (
          <p className="text-ink-soft">{t('admin.backups.noBackupYetBackUp')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-ink-soft">
                <th scope="col" className="py-2 font-semibold">
                  {t('admin.backups.made')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('admin.backups.size')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('admin.backups.file')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('admin.backups.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.backups.map((b, i) => (
                <tr key={b.name} className="border-b border-border last:border-0">
                  <td className="py-2">
                    {when(b.createdAt)} {i === 0 ? <Badge>{t('admin.backups.newest')}</Badge> : null}
                  </td>
                  <td className="py-2">{megabytes(b.size)}</td>
                  <td className="py-2 font-mono text-xs break-all">{b.name}</td>
                  <td className="py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('admin.backups.downloadName', { name: b.name })}
                      onClick={() => void downloadBackup(b.name).catch((e: Error) => toast.error(e.message))}
                    >
                      <Download className="size-4" aria-hidden="true" /> {t('admin.backups.download')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function BackupSchedule({ initial, nextRunAt }: { initial: BackupSettings; nextRunAt: string | null }) {
  const t = useT();
  const save = useSaveBackupSettings();
  const [nightly, setNightly] = useState(initial.nightly);
  const [hour, setHour] = useState(initial.hour);
  const [keep, setKeep] = useState(String(initial.keep));
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const count = Number(keep);
    if (!Number.isInteger(count) || count < 1 || count > 90) return setError(t('admin.backups.keepBetween'));
    save.mutate(
      { nightly, hour, keep: count },
      { onSuccess: () => toast.success(t('admin.backups.backupSettingsSaved')), onError: (err) => setError(err.message) },
    );
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.backups.nightlyBackups')}</CardTitle>
        <CardDescription>
          {nextRunAt ? t('admin.backups.theNextOneIsMade', { nextRunAt: when(nextRunAt) }) : t('admin.backups.nightlyBackupsAreOff')}{' '}
          {t('admin.backups.afterEachOneTheOldest')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('admin.backups.nightlyBackups')}>
          <div className="flex items-center gap-3">
            <Switch id="backup-nightly" checked={nightly} onCheckedChange={setNightly} />
            <label htmlFor="backup-nightly" className="text-sm font-semibold">
              {t('admin.backups.backUpEveryNight')}
            </label>
          </div>
          <Field label={t('admin.backups.atTheStationSTime')}>
            <NativeSelect value={hour} disabled={!nightly} onChange={(e) => setHour(Number(e.target.value))}>
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('admin.backups.backupsToKeep')} hint={t('admin.backups.eachHoldsAllOfThe')} error={error}>
            <Input inputMode="numeric" value={keep} onChange={(e) => (setKeep(e.target.value), setError(undefined))} />
          </Field>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
