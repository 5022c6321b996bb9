import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, BellOff, BellRing, ShieldAlert } from 'lucide-react';
import { notificationTypes, type NotificationType } from '@selah/contracts/notifications';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferences } from '@/features/notifications/api/get-preferences';
import { useUpdatePreferences } from '@/features/notifications/api/update-preferences';
import { MembersOnly } from '@/features/notifications/components/members-only';
import { orderedTypes } from '@/features/notifications/components/notification-kinds';
import { PrayerTeamCard } from '@/features/notifications/components/prayer-team-card';
import { PreferenceColumns, PreferenceRow, type PreferencePatch } from '@/features/notifications/components/preference-row';
import { QuietHoursCard } from '@/features/notifications/components/quiet-hours-card';
import { useBrowserPush } from '@/features/notifications/hooks/use-browser-push';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

const everyType = [...notificationTypes];

export default function NotificationSettingsPage() {
  const t = useT();
  const title = t('notifications.settings.title');
  const lead = t('notifications.settings.lead');
  const { user } = useSession();
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const push = useBrowserPush();
  const [pushBusy, setPushBusy] = useState<NotificationType | null>(null);

  if (!user) {
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <MembersOnly title={t('notifications.settings.signIn')} message={t('notifications.settings.signInHint')} />
      </>
    );
  }

  const list = prefs.data ?? [];
  const byType = new Map(list.map((p) => [p.type, p]));
  const quiet = list.find((p) => p.quietHours)?.quietHours ?? null;

  const save = (type: NotificationType, patch: PreferencePatch) =>
    update.mutate(
      { type, preferences: patch },
      { onSuccess: (next) => void (patch.push === false && !next.some((p) => p.push) && push.disable()) },
    );
  const turnPushOn = async (type: NotificationType) => {
    setPushBusy(type);
    const ready = await push.enable();
    setPushBusy(null);
    if (ready) save(type, { push: true });
  };
  // One call for every kind. Push is switched on only where this browser already allows it.
  const setAll = async (on: boolean) => {
    const withPush = on ? push.permission === 'granted' && (await push.enable()) : true;
    update.mutate(
      { types: everyType, preferences: { inApp: on, email: on, ...(withPush ? { push: on } : {}) } },
      { onSuccess: () => void (!on && push.disable()) },
    );
  };

  return (
    <>
      <PageHeader title={title} lead={lead}>
        <Button asChild variant="ghost" size="sm" className="mt-4 -ml-3">
          <Link to={paths.notifications.getHref()}>
            <ArrowLeft aria-hidden="true" /> {t('notifications.settings.back')}
          </Link>
        </Button>
      </PageHeader>
      <Container className="flex max-w-4xl flex-col gap-6 py-8">
        {prefs.isPending ? (
          <Skeleton className="h-96 rounded-2xl" />
        ) : prefs.isError ? (
          <FallbackPanel
            type="error"
            message={prefs.error.message}
            action={{ label: t('notifications.retry'), onClick: () => void prefs.refetch() }}
          />
        ) : (
          <>
            <PrayerTeamCard />
            <Card className="overflow-hidden">
              <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h2 className="text-xl font-semibold">{t('notifications.settings.what')}</h2>
                  <p className="text-ink-soft">{t('notifications.settings.whatHint')}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => void setAll(true)}>
                    <BellRing aria-hidden="true" /> {t('notifications.settings.enableAll')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => void setAll(false)}>
                    <BellOff aria-hidden="true" /> {t('notifications.settings.disableAll')}
                  </Button>
                </div>
              </div>
              {push.permission === 'denied' || push.permission === 'unsupported' ? (
                <p className="flex items-start gap-2 border-b border-border bg-gold-soft/60 px-5 py-3 text-[0.95rem]" role="note">
                  <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
                  {push.permission === 'denied' ? t('notifications.settings.pushDenied') : t('notifications.settings.pushUnsupported')}
                </p>
              ) : null}
              <div className="pt-4">
                <PreferenceColumns />
                {orderedTypes.map((type) => {
                  const p = byType.get(type);
                  return p ? (
                    <PreferenceRow
                      key={type}
                      preference={p}
                      onChange={(patch) => save(type, patch)}
                      onPushOn={() => void turnPushOn(type)}
                      pushBusy={pushBusy === type}
                    />
                  ) : null;
                })}
              </div>
            </Card>
            <QuietHoursCard value={quiet} onSave={(quietHours) => update.mutate({ types: everyType, preferences: { quietHours } })} />
            <p className="text-sm text-ink-soft">{t('notifications.settings.autoSaved')}</p>
          </>
        )}
      </Container>
    </>
  );
}
