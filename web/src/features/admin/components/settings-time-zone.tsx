import { useState, type FormEvent } from 'react';
import { Clock } from 'lucide-react';
import { zoneRequest } from '@selah/contracts/setup';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { timeZones, zoneLabel } from '@/lib/time-zones';
import { useSetTimeZone, useTimeZone } from '../api/time-zone';
import { useT } from '@/i18n/t';
import { sayFirstIssue } from '@/lib/use-form';

/** The station's time zone: the schedule, events, reminders, digests and receipts follow it. */
export function SettingsTimeZone() {
  const status = useTimeZone();
  if (!status.data) return null;
  return <TimeZoneForm key={status.data.zone} zone={status.data.zone} fromEnvironment={status.data.fromEnvironment} />;
}

function TimeZoneForm({ zone, fromEnvironment }: { zone: string; fromEnvironment: boolean }) {
  const t = useT();
  const save = useSetTimeZone();
  const [value, setValue] = useState(zone);
  const [error, setError] = useState<string | undefined>();
  const options = timeZones.includes(zone) ? timeZones : [zone, ...timeZones];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = zoneRequest.safeParse({ zone: value });
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    save.mutate(value, {
      onSuccess: (s) => toast.success(t('admin.settings.theStationNowKeepsZone', { zone: zoneLabel(s.zone) })),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Clock className="size-5 text-primary" aria-hidden="true" /> {t('admin.settings.timeZone')}
        </CardTitle>
        <CardDescription>{t('admin.settings.theScheduleEventsRemindersDaily')}</CardDescription>
      </CardHeader>
      <CardContent>
        {fromEnvironment ? (
          <p className="text-sm text-ink-soft">{t('admin.settings.zoneSetOnServer', { zone: zoneLabel(zone) })}</p>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
            aria-label={t('admin.settings.timeZone')}
          >
            <Field label={t('admin.settings.stationTimeZone')} error={error} className="w-full sm:max-w-sm">
              <NativeSelect value={value} onChange={(e) => (setValue(e.target.value), setError(undefined))}>
                {options.map((z) => (
                  <option key={z} value={z}>
                    {zoneLabel(z)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button type="submit" disabled={save.isPending || value === zone}>
              {t('admin.settings.saveTheTimeZone')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
