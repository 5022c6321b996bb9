import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useLiveAction, useLiveAdmin, type LiveAction } from '@/features/admin/api/live-admin';
import { AdminPage } from '@/features/admin/components/admin-page';
import { LiveKeys } from '@/features/admin/components/live-keys';
import { EmbedCode } from '@/features/admin/components/embed-code';
import { useStation } from '@/features/site/api/get-station';
import { LiveSourcePassword } from '@/features/admin/components/live-source-password';
import { timeAgo } from '@/lib/format';
import { useT } from '@/i18n/t';

/** /admin/live: who is on the live mount, kick them, start or end the live show, and the stream keys. */
export default function AdminLivePage() {
  const t = useT();
  const station = useStation();
  const live = useLiveAdmin();
  const action = useLiveAction();
  const [title, setTitle] = useState('');
  const run = (a: LiveAction, done: string) =>
    action.mutate(a, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });
  const start = (e: FormEvent) => {
    e.preventDefault();
    run({ kind: 'start', title, description: '' }, t('admin.live.showStarted'));
  };

  return (
    <AdminPage title={t('admin.live.live')} description={t('admin.live.whoIsBroadcastingOnThe')}>
      {live.isPending ? (
        <Skeleton className="h-64" />
      ) : live.isError ? (
        <FallbackPanel
          type="error"
          message={live.error.message}
          action={{ label: t('common.retry'), onClick: () => void live.refetch() }}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                {t('admin.live.liveMount')}{' '}
                {live.data.mount.onAir ? (
                  <Badge variant="live">{t('admin.live.onAir')}</Badge>
                ) : (
                  <Badge variant="muted">{t('admin.live.autodj')}</Badge>
                )}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {live.data.mount.connected ? (
                <p data-testid="live-mount" className="break-words">
                  <span className="font-semibold">{live.data.mount.dj ?? t('admin.live.stationSource')}</span> — “{live.data.mount.show}
                  {t('admin.live.since')} {timeAgo(live.data.mount.since!)}
                </p>
              ) : (
                <p data-testid="live-mount" className="text-ink-soft">
                  {t('admin.live.nobodyIsOnTheLive')}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  disabled={!live.data.mount.connected || action.isPending}
                  onClick={() => run({ kind: 'kick' }, t('admin.live.sourceDisconnected'))}
                >
                  {t('admin.live.disconnectTheSource')}
                </Button>
                {/* The AutoDJ's song, not a person's show: a DJ on air is disconnected instead. */}
                <Button
                  variant="outline"
                  disabled={live.data.mount.onAir || action.isPending}
                  onClick={() => run({ kind: 'skip' }, t('admin.live.skipped'))}
                >
                  {t('admin.live.skipThisSong')}
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                {t('admin.live.liveShow')}{' '}
                {live.data.show.isLive ? (
                  <Badge variant="live">{t('admin.live.liveViewersWatching', { viewers: live.data.show.viewers })}</Badge>
                ) : null}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {live.data.show.title ? (
                <p className="break-words">
                  “{live.data.show.title}”
                  {live.data.show.broadcaster ? t('admin.live.withBroadcaster', { broadcaster: live.data.show.broadcaster }) : ''}
                </p>
              ) : null}
              <form onSubmit={start} className="flex flex-col gap-3">
                <Field label={t('admin.live.showTitle')}>
                  <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required />
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={!title.trim() || action.isPending}>
                    {t('admin.live.startTheShow')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={action.isPending}
                    onClick={() => run({ kind: 'stop' }, t('admin.live.showEnded'))}
                  >
                    {t('admin.live.endTheShow')}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
          <LiveSourcePassword />
          <EmbedCode stationName={station.name} />
          <div className="lg:col-span-2">
            <LiveKeys keys={live.data.keys} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
