import { useId, useState } from 'react';
import { MoonStar } from 'lucide-react';
import type { NotificationPreference } from '@selah/contracts/notifications';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { T, useT } from '@/i18n/t';

type QuietHours = NonNullable<NotificationPreference['quietHours']>;

const hours = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
export const memberTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Quiet hours: email and push wait until they end (in the member's own time zone). */
export function QuietHoursCard({ value, onSave }: { value: QuietHours | null; onSave: (next: QuietHours | null) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState({ start: value?.start ?? '22:00', end: value?.end ?? '08:00' });
  const on = value !== null;
  const shown = value ?? draft;
  const zone = memberTimeZone();
  const change = (field: 'start' | 'end', hour: string) => {
    const next = { ...shown, [field]: hour };
    setDraft(next);
    onSave({ ...next, timezone: zone });
  };
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-night text-gold sm:flex">
          <MoonStar className="size-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="text-xl leading-snug font-semibold">
            <label htmlFor={`${id}-on`}>{t('notifications.quiet.title')}</label>
          </h2>
          <CardDescription className="mt-1">{t('notifications.quiet.lead')}</CardDescription>
        </div>
        <Switch id={`${id}-on`} checked={on} onCheckedChange={(next) => onSave(next ? { ...draft, timezone: zone } : null)} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-4">
          {(['start', 'end'] as const).map((field) => (
            <div key={field} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${field}`} className="text-sm font-semibold">
                {field === 'start' ? t('notifications.quiet.from') : t('notifications.quiet.until')}
              </label>
              <NativeSelect
                id={`${id}-${field}`}
                className="w-32"
                disabled={!on}
                value={shown[field]}
                onChange={(e) => change(field, e.target.value)}
              >
                {hours.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
        <p className="text-sm text-ink-soft">
          <T id="notifications.quiet.zone" values={{ zone, b: (c) => <span className="font-semibold text-ink">{c}</span> }} />
        </p>
      </CardContent>
    </Card>
  );
}
