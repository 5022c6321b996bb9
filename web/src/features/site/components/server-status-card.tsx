import { Link } from 'react-router';
import { Activity, Database, RefreshCw, Server } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useHealth } from '../api/get-health';

function StatusRow({ icon: Icon, label, ok, detail }: { icon: typeof Server; label: string; ok: boolean; detail: string }) {
  return (
    <li className="flex items-center gap-3">
      <Icon className="size-5 text-ink-soft" aria-hidden="true" />
      <span className="flex-1 font-medium">{label}</span>
      <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', ok ? 'text-success' : 'text-danger')}>
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', ok ? 'bg-success' : 'bg-danger')} />
        {detail}
      </span>
    </li>
  );
}

/** Reads /api/health (every 30 s, and on Refresh). */
export function ServerStatusCard() {
  const { data, isError, isFetching, refetch, dataUpdatedAt } = useHealth();
  const ok = !!data && !isError;
  return (
    <Card aria-labelledby="server-status">
      <CardHeader>
        <CardTitle id="server-status">Server status</CardTitle>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {isError
            ? 'The station server is not responding. Please try again in a minute.'
            : data
              ? `Version ${data.version} · checked ${new Date(dataUpdatedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`
              : 'Checking…'}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          <StatusRow icon={Server} label="Web server" ok={ok} detail={ok ? 'Online' : 'Offline'} />
          <StatusRow icon={Activity} label="Station API" ok={ok} detail={ok ? 'Online' : 'Offline'} />
          <StatusRow
            icon={Database}
            label="Database"
            ok={ok}
            detail={ok ? (data.db === 'postgres' ? 'PostgreSQL' : 'Embedded') : 'Offline'}
          />
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" /> Refresh
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/live">View Stream</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
