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

/** /admin/live: who is on the live mount, kick them, start or end the live show, and the stream keys. */
export default function AdminLivePage() {
  const station = useStation();
  const live = useLiveAdmin();
  const action = useLiveAction();
  const [title, setTitle] = useState('');
  const run = (a: LiveAction, done: string) =>
    action.mutate(a, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });
  const start = (e: FormEvent) => {
    e.preventDefault();
    run({ kind: 'start', title, description: '' }, 'The live show has started.');
  };

  return (
    <AdminPage
      title="Live"
      description="Who is broadcasting on the station's live mount, the live show, and the broadcasters' stream keys."
    >
      {live.isPending ? (
        <Skeleton className="h-64" />
      ) : live.isError ? (
        <FallbackPanel type="error" message={live.error.message} action={{ label: 'Try again', onClick: () => void live.refetch() }} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                Live mount {live.data.mount.onAir ? <Badge variant="live">On air</Badge> : <Badge variant="muted">AutoDJ</Badge>}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {live.data.mount.connected ? (
                <p data-testid="live-mount" className="break-words">
                  <span className="font-semibold">{live.data.mount.dj ?? 'Station source'}</span> — “{live.data.mount.show}”, since{' '}
                  {timeAgo(live.data.mount.since!)}
                </p>
              ) : (
                <p data-testid="live-mount" className="text-ink-soft">
                  Nobody is on the live mount. The AutoDJ is playing.
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  disabled={!live.data.mount.connected || action.isPending}
                  onClick={() => run({ kind: 'kick' }, 'The source was disconnected.')}
                >
                  Disconnect the source
                </Button>
                {/* The AutoDJ's song, not a person's show: a DJ on air is disconnected instead. */}
                <Button
                  variant="outline"
                  disabled={live.data.mount.onAir || action.isPending}
                  onClick={() => run({ kind: 'skip' }, 'Skipped. The next song is starting.')}
                >
                  Skip this song
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                Live show {live.data.show.isLive ? <Badge variant="live">Live · {live.data.show.viewers} watching</Badge> : null}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {live.data.show.title ? (
                <p className="break-words">
                  “{live.data.show.title}”{live.data.show.broadcaster ? ` with ${live.data.show.broadcaster}` : ''}
                </p>
              ) : null}
              <form onSubmit={start} className="flex flex-col gap-3">
                <Field label="Show title">
                  <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required />
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={!title.trim() || action.isPending}>
                    Start the show
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={action.isPending}
                    onClick={() => run({ kind: 'stop' }, 'The live show has ended.')}
                  >
                    End the show
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
