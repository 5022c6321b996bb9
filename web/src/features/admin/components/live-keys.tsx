import { useState } from 'react';
import type { LiveAdminStatus } from '@selah/contracts/admin-people';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useRegenerateKey } from '../api/live-admin';
import { T, useT } from '@/i18n/t';

/** The broadcasters' video stream keys: only a hint is kept; a new key is shown once, to hand over. */
export function LiveKeys({ keys }: { keys: LiveAdminStatus['keys'] }) {
  const t = useT();
  const isAdmin = useSession().user?.role === 'admin';
  const regenerate = useRegenerateKey();
  const [fresh, setFresh] = useState<{ userId: string; key: string } | null>(null);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.live.streamKeys')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {keys.map((k) => (
            <li key={k.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {k.displayName}{' '}
                  <span className="font-normal text-ink-soft">
                    @{k.username} · {k.role}
                  </span>
                </p>
                <p className="text-sm text-ink-soft">
                  {k.keyHint
                    ? t('admin.live.keyEndingKeyhintMadeTimeago', { keyHint: k.keyHint, timeAgo: timeAgo(k.createdAt!) })
                    : t('admin.live.noKeyYet')}
                </p>
                {fresh?.userId === k.userId ? (
                  <p className="mt-1 rounded-lg bg-muted p-2 font-mono text-sm break-all" aria-live="polite">
                    {t('admin.live.newKeyShownOnceKey', { key: fresh.key })}
                  </p>
                ) : null}
              </div>
              {isAdmin ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={regenerate.isPending}
                  onClick={() =>
                    regenerate.mutate(k.userId, {
                      onSuccess: (r) => {
                        setFresh({ userId: k.userId, key: r.key });
                        toast.success(t('admin.live.aNewKeyForUsername', { username: k.username }));
                      },
                      onError: (e) => toast.error(e.message),
                    })
                  }
                >
                  <T id="admin.live.newKeyFor" values={{ username: k.username, sr: (c) => <span className="sr-only">{c}</span> }} />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
