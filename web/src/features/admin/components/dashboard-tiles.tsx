import { Link } from 'react-router';
import { paths } from '@selah/contracts/paths';
import type { Dashboard } from '@selah/contracts/admin-people';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString(intlLocale())} MB`;
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
  const t = useT();
  const song = d.onAir.source === 'live' ? d.onAir.title : [d.onAir.artist, d.onAir.title].filter(Boolean).join(' – ');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card className="min-w-0 sm:col-span-2">
        <CardHeader className="pb-1">
          <CardTitle className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
            {t('admin.dashboard.onAirNow')}{' '}
            {d.onAir.source === 'live' ? (
              <Badge variant="live">{t('admin.dashboard.live')}</Badge>
            ) : (
              <Badge variant="muted">{t('admin.dashboard.autodj')}</Badge>
            )}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-xl font-semibold break-words">{song || t('admin.dashboard.nothingPlayingYet')}</p>
          <p className="text-sm text-ink-soft">
            {d.onAir.label ??
              (d.onAir.program
                ? t('admin.dashboard.programProgram', { program: d.onAir.program })
                : t('admin.dashboard.noProgramScheduledNow'))}
            {d.onAir.dj ? ` · ${t('admin.dashboard.djDj', { dj: d.onAir.dj })}` : null}
          </p>
        </CardContent>
      </Card>
      <Tile title={t('admin.dashboard.listenersNow')} value={d.listenersNow} />
      <Tile title={t('admin.dashboard.newMembers7Days')} value={d.newMembers.count}>
        <p className="text-sm break-words text-ink-soft">
          {d.newMembers.latest.map((m) => m.username).join(', ') || t('admin.dashboard.noneYet')}
        </p>
      </Tile>
      <Tile title={t('admin.dashboard.openReports')} value={d.openReports}>
        <Link to={paths.adminModeration.getHref()} className="text-sm text-primary hover:underline">
          {t('admin.dashboard.reviewReports')}
        </Link>
      </Tile>
      <Tile title={t('admin.dashboard.unhandledInbox')} value={d.inbox.total}>
        <p className="text-sm text-ink-soft">
          {t('admin.dashboard.inboxKinds', {
            contact: d.inbox.contact,
            sponsorInquiries: d.inbox.sponsorInquiries,
            adOrders: d.inbox.adOrders,
          })}
        </p>
      </Tile>
      <Tile
        title={t('admin.dashboard.server')}
        value={d.health.database.ok ? t('admin.dashboard.healthy') : t('admin.dashboard.databaseDown')}
      >
        <p className="text-sm text-ink-soft">
          {t('admin.dashboard.serverFacts', {
            latencyMs: d.health.database.latencyMs,
            rssBytes: mb(d.health.memory.rssBytes),
            freeBytes: gb(d.health.disk.freeBytes),
            totalBytes: gb(d.health.disk.totalBytes),
          })}
        </p>
      </Tile>
      <Card className="min-w-0">
        <CardHeader className="pb-1">
          <CardTitle className="text-sm font-semibold text-ink-soft">{t('admin.dashboard.topSongs30Days')}</CardTitle>
        </CardHeader>
        <CardContent>
          {d.topSongs.length === 0 ? <p className="text-sm text-ink-soft">{t('admin.dashboard.noPlaysYet')}</p> : null}
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
