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

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const hourLabel = (h: number) => new Date(2000, 0, 1, h).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** /admin/backups: the station's backups, nightly and on demand, and a copy to keep somewhere else. */
export default function AdminBackupsPage() {
  const backups = useBackups();
  const now = useBackUpNow();
  return (
    <AdminPage
      title="Backups"
      description="One file holds the whole station: its database, music, uploads, settings and secret key. Keep a copy somewhere other than this server."
      actions={
        <Button
          disabled={now.isPending}
          onClick={() =>
            now.mutate(undefined, {
              onSuccess: (b) => toast.success(`Backup ${b.name} is ready (${megabytes(b.size)}).`),
              onError: (e) => toast.error(e.message),
            })
          }
        >
          <Archive className="size-4" aria-hidden="true" /> {now.isPending ? 'Backing up…' : 'Back up now'}
        </Button>
      }
    >
      {backups.isPending ? (
        <Skeleton className="h-96" />
      ) : backups.isError ? (
        <FallbackPanel
          type="error"
          message={backups.error.message}
          action={{ label: 'Try again', onClick: () => void backups.refetch() }}
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
  const failedLast = data.lastFailure && (!data.lastSuccessAt || data.lastFailure.at > data.lastSuccessAt);
  if (!failedLast) return null;
  return (
    <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-4 text-sm">
      The last backup failed ({when(data.lastFailure!.at)}): {data.lastFailure!.error}
    </p>
  );
}

function BackupList({ data }: { data: BackupsOverview }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">Kept on this server</CardTitle>
        <CardDescription>
          In <code>{data.folder}</code>. A backup holds password hashes and the key to the station’s secrets: store downloads where only you
          can read them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.backups.length === 0 ? (
          <p className="text-ink-soft">No backup yet. “Back up now” makes the first one.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-ink-soft">
                <th scope="col" className="py-2 font-semibold">
                  Made
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Size
                </th>
                <th scope="col" className="py-2 font-semibold">
                  File
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.backups.map((b, i) => (
                <tr key={b.name} className="border-b border-border last:border-0">
                  <td className="py-2">
                    {when(b.createdAt)} {i === 0 ? <Badge>Newest</Badge> : null}
                  </td>
                  <td className="py-2">{megabytes(b.size)}</td>
                  <td className="py-2 font-mono text-xs break-all">{b.name}</td>
                  <td className="py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Download ${b.name}`}
                      onClick={() => void downloadBackup(b.name).catch((e: Error) => toast.error(e.message))}
                    >
                      <Download className="size-4" aria-hidden="true" /> Download
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
  const save = useSaveBackupSettings();
  const [nightly, setNightly] = useState(initial.nightly);
  const [hour, setHour] = useState(initial.hour);
  const [keep, setKeep] = useState(String(initial.keep));
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const count = Number(keep);
    if (!Number.isInteger(count) || count < 1 || count > 90) return setError('Keep between 1 and 90 backups.');
    save.mutate(
      { nightly, hour, keep: count },
      { onSuccess: () => toast.success('Backup settings saved.'), onError: (err) => setError(err.message) },
    );
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">Nightly backups</CardTitle>
        <CardDescription>
          {nextRunAt ? `The next one is made ${when(nextRunAt)}.` : 'Nightly backups are off.'} After each one, the oldest beyond the number
          to keep are removed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Nightly backups">
          <div className="flex items-center gap-3">
            <Switch id="backup-nightly" checked={nightly} onCheckedChange={setNightly} />
            <label htmlFor="backup-nightly" className="text-sm font-semibold">
              Back up every night
            </label>
          </div>
          <Field label="At (the station’s time)">
            <NativeSelect value={hour} disabled={!nightly} onChange={(e) => setHour(Number(e.target.value))}>
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Backups to keep" hint="Each holds all of the music, so keep as many as the disk has room for." error={error}>
            <Input inputMode="numeric" value={keep} onChange={(e) => (setKeep(e.target.value), setError(undefined))} />
          </Field>
          <div>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
