import { MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { useEndSession, useSessions } from '../api/sessions';
import { T, useT } from '@/i18n/t';

/** The devices the member is signed in on, with a way to sign a lost or shared one out. */
export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const end = useEndSession();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  const endOne = (id: string, device: string) =>
    end.mutate(id, {
      onSuccess: () => toast.success(t('accounts.sessions.signedOut', { device })),
      onError: (err) => toast.error(err.message),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" /> {t('accounts.sessions.title')}
        </CardTitle>
        <CardDescription>{t('accounts.sessions.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul aria-label={t('accounts.sessions.list')} className="flex flex-col divide-y divide-border">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-strong">
                      {t('accounts.sessions.thisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-soft">
                  {s.place}
                  {s.network ? ` (${s.network})` : ''} · {t('accounts.sessions.lastSeen', { ago: timeAgo(s.lastSeenAt) })}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending}
                  onClick={() => endOne(s.id, s.device)}
                  aria-label={t('accounts.sessions.signOutOne', { device: s.device })}
                >
                  {t('accounts.sessions.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {/* DB-IP's licence (CC BY 4.0) asks pages that show its places to say where they come from. */}
        <p className="text-xs text-ink-soft">
          <T
            id="accounts.sessions.places"
            values={{
              link: (c) => (
                <a href="https://db-ip.com" className="underline hover:text-primary" rel="noreferrer" target="_blank">
                  {c}
                </a>
              ),
            }}
          />
        </p>
        {others > 1 ? (
          <Button
            variant="ghost"
            className="self-start"
            disabled={end.isPending}
            onClick={() => end.mutate(null, { onSuccess: () => toast.success(t('accounts.sessions.othersOut')) })}
          >
            {t('accounts.sessions.signOutOthers')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
