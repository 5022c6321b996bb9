import type { Notification } from '@selah/contracts/notifications';
import { cn } from '@/lib/cn';
import type { NotificationTab } from '../api/keys';
import { capCount, inboxTabs, inTab } from './notification-kinds';
import { useT } from '@/i18n/t';

interface Props {
  value: NotificationTab;
  onChange: (tab: NotificationTab) => void;
  /** The notifications loaded so far (all tabs): each tab counts its own. */
  loaded: Notification[] | undefined;
  panelId: string;
}

/** All, Mentions, Prayer, Messages, Calendar, System, each with how many are loaded. */
export function InboxTabs({ value, onChange, loaded, panelId }: Props) {
  const t = useT();
  return (
    <div
      role="tablist"
      aria-label={t('notifications.tab.kinds')}
      className="flex min-w-0 flex-wrap gap-1 rounded-3xl bg-muted p-1 sm:flex-nowrap sm:overflow-x-auto sm:rounded-full"
    >
      {inboxTabs.map((tab) => {
        const count = loaded?.filter((n) => inTab(tab.value, n.type)).length;
        const selected = value === tab.value;
        return (
          <button
            key={tab.value}
            id={`inbox-tab-${tab.value}`}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={panelId}
            onClick={() => onChange(tab.value)}
            className={cn(
              'flex shrink-0 grow items-center justify-center gap-1.5 rounded-full px-3 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-ink-soft sm:px-4',
              selected && 'bg-surface text-ink shadow-sm',
            )}
          >
            {t(tab.label)}
            {count ? (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs leading-5',
                  selected ? 'bg-primary-soft text-primary-strong' : 'bg-surface/70 text-ink-soft',
                )}
              >
                {capCount(count)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
