import { useId } from 'react';
import type { NotificationPreference } from '@selah/contracts/notifications';
import { NativeSelect } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { notificationKinds } from './notification-kinds';
import { useT } from '@/i18n/t';

export type PreferencePatch = Partial<Pick<NotificationPreference, 'inApp' | 'email' | 'push' | 'digest'>>;

const digestLabels = {
  none: 'notifications.settings.digest.none',
  daily: 'notifications.settings.digest.daily',
  weekly: 'notifications.settings.digest.weekly',
} as const;
const channels = [
  { key: 'inApp', label: 'notifications.settings.inApp' },
  { key: 'email', label: 'notifications.settings.email' },
  { key: 'push', label: 'notifications.settings.push' },
] as const;

/** The columns' names above the rows, on wide screens (each control has its own label too). */
export function PreferenceColumns() {
  const t = useT();
  return (
    <div
      aria-hidden="true"
      className="hidden gap-4 px-5 pb-2 text-sm font-semibold text-ink-soft md:grid md:grid-cols-[minmax(0,1fr)_repeat(3,4.5rem)_10rem]"
    >
      <span>{t('notifications.settings.notifyAbout')}</span>
      {channels.map((c) => (
        <span key={c.key} className="text-center">
          {t(c.label)}
        </span>
      ))}
      <span>{t('notifications.settings.digest')}</span>
    </div>
  );
}

interface Props {
  preference: NotificationPreference;
  onChange: (patch: PreferencePatch) => void;
  /** Push needs the browser's permission first. */
  onPushOn: () => void;
  pushBusy: boolean;
}

/** One kind of notification: In-app, Email and Push switches and how often email comes. */
export function PreferenceRow({ preference: p, onChange, onPushOn, pushBusy }: Props) {
  const t = useT();
  const id = useId();
  const label = t(notificationKinds[p.type].label);
  return (
    <fieldset className="grid grid-cols-3 items-center gap-x-4 gap-y-3 border-t border-border px-4 py-4 first-of-type:border-t-0 sm:px-5 md:grid-cols-[minmax(0,1fr)_repeat(3,4.5rem)_10rem]">
      <legend className="float-left col-span-3 font-semibold md:col-span-1">{label}</legend>
      {channels.map((c) => (
        <div key={c.key} className="flex flex-col-reverse items-start gap-1 md:items-center">
          <Switch
            id={`${id}-${c.key}`}
            checked={p[c.key]}
            disabled={c.key === 'push' && pushBusy}
            onCheckedChange={(on) => (c.key === 'push' && on ? onPushOn() : onChange({ [c.key]: on }))}
          />
          <label htmlFor={`${id}-${c.key}`} className="text-sm text-ink-soft md:sr-only">
            {t(c.label)}
          </label>
        </div>
      ))}
      <div className="col-span-3 flex items-center gap-3 md:col-span-1">
        <label htmlFor={`${id}-digest`} className="text-sm text-ink-soft md:sr-only">
          {t('notifications.settings.digest')}
        </label>
        <NativeSelect
          id={`${id}-digest`}
          className="h-10 max-w-40 py-0 pr-8 pl-3 text-[0.95rem] md:max-w-none"
          value={p.digest}
          onChange={(e) => onChange({ digest: e.target.value as NotificationPreference['digest'] })}
        >
          {Object.entries(digestLabels).map(([value, text]) => (
            <option key={value} value={value}>
              {t(text)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}
