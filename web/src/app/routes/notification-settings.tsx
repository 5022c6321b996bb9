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

const title = 'Notification Settings';
const lead = 'Choose how and when we let you know.';
const everyType = [...notificationTypes];

export default function NotificationSettingsPage() {
  const { user } = useSession();
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const push = useBrowserPush();
  const [pushBusy, setPushBusy] = useState<NotificationType | null>(null);

  if (!user) {
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <MembersOnly
          title="Sign in to choose your notifications"
          message="Once you sign in you can choose what we tell you about, and by which way."
        />
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
            <ArrowLeft aria-hidden="true" /> Back to notifications
          </Link>
        </Button>
      </PageHeader>
      <Container className="flex max-w-4xl flex-col gap-6 py-8">
        {prefs.isPending ? (
          <Skeleton className="h-96 rounded-2xl" />
        ) : prefs.isError ? (
          <FallbackPanel type="error" message={prefs.error.message} action={{ label: 'Retry', onClick: () => void prefs.refetch() }} />
        ) : (
          <>
            <PrayerTeamCard />
            <Card className="overflow-hidden">
              <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h2 className="text-xl font-semibold">What we tell you about</h2>
                  <p className="text-ink-soft">In-app is the bell; email and push reach you away from the station.</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => void setAll(true)}>
                    <BellRing aria-hidden="true" /> Enable All
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => void setAll(false)}>
                    <BellOff aria-hidden="true" /> Disable All
                  </Button>
                </div>
              </div>
              {push.permission === 'denied' || push.permission === 'unsupported' ? (
                <p className="flex items-start gap-2 border-b border-border bg-gold-soft/60 px-5 py-3 text-[0.95rem]" role="note">
                  <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
                  {push.permission === 'denied'
                    ? "Your browser blocks notifications from this station, so push stays off. Allow them in your browser's site settings to use push."
                    : 'This browser cannot receive push notifications. Email and the bell still work.'}
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
            <p className="text-sm text-ink-soft">Each change is saved as you make it.</p>
          </>
        )}
      </Container>
    </>
  );
}
