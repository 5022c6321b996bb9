import { Link } from 'react-router';
import { paths } from '@selah/contracts/paths';
import type { Dashboard } from '@selah/contracts/admin-people';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

function Tile({ title, value, children }: { title: string; value: string | number; children?: React.ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-1">
        <CardTitle className="text-sm font-semibold text-ink-soft">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">{value}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** On air, listeners now, new members, reports, inbox and the server's health. */
export function DashboardTiles({ d }: { d: Dashboard }) {
  const song = d.onAir.source === 'live' ? d.onAir.title : [d.onAir.artist, d.onAir.title].filter(Boolean).join(' – ');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card className="min-w-0 sm:col-span-2">
        <CardHeader className="pb-1">
          <CardTitle className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
            On air now {d.onAir.source === 'live' ? <Badge variant="live">Live</Badge> : <Badge variant="muted">AutoDJ</Badge>}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-xl font-semibold break-words">{song || 'Nothing playing yet'}</p>
          <p className="text-sm text-ink-soft">
            {d.onAir.label ?? (d.onAir.program ? `Program: ${d.onAir.program}` : 'No program scheduled now')}
            {d.onAir.dj ? ` · DJ ${d.onAir.dj}` : ''}
          </p>
        </CardContent>
      </Card>
      <Tile title="Listeners now" value={d.listenersNow} />
      <Tile title="New members (7 days)" value={d.newMembers.count}>
        <p className="text-sm break-words text-ink-soft">{d.newMembers.latest.map((m) => m.username).join(', ') || 'None yet'}</p>
      </Tile>
      <Tile title="Open reports" value={d.openReports}>
        <Link to={paths.adminModeration.getHref()} className="text-sm text-primary hover:underline">
          Review reports
        </Link>
      </Tile>
      <Tile title="Unhandled inbox" value={d.inbox.total}>
        <p className="text-sm text-ink-soft">
          {d.inbox.contact} messages · {d.inbox.sponsorInquiries} sponsors · {d.inbox.adOrders} ads
        </p>
      </Tile>
      <Tile title="Server" value={d.health.database.ok ? 'Healthy' : 'Database down'}>
        <p className="text-sm text-ink-soft">
          Database {d.health.database.latencyMs} ms · memory {mb(d.health.memory.rssBytes)} · disk {gb(d.health.disk.freeBytes)} free of{' '}
          {gb(d.health.disk.totalBytes)}
        </p>
      </Tile>
      <Card className="min-w-0">
        <CardHeader className="pb-1">
          <CardTitle className="text-sm font-semibold text-ink-soft">Top songs (30 days)</CardTitle>
        </CardHeader>
        <CardContent>
          {d.topSongs.length === 0 ? <p className="text-sm text-ink-soft">No plays yet.</p> : null}
          <ol className="list-decimal pl-5 text-sm">
            {d.topSongs.slice(0, 5).map((s) => (
              <li key={`${s.artist}/${s.title}`} className="break-words">
                {s.title}{' '}
                <span className="text-ink-soft">
                  · {s.artist} · {s.plays}×
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
