import type { ReactNode } from 'react';
import { AlertTriangle, Inbox, Loader2, WifiOff, Wrench } from 'lucide-react';
import { Button } from './button';
import { cn } from '@/lib/cn';
import { useT, type MessageId } from '@/i18n/t';

export type FallbackType = 'loading' | 'offline' | 'maintenance' | 'empty' | 'error';

/** Spec §8: the default title and message of each kind of fallback (message ids). */
export const fallbackDefaults: Record<FallbackType, { title: MessageId; message: MessageId }> = {
  loading: { title: 'ui.fallback.loading', message: 'ui.fallback.loadingText' },
  offline: { title: 'ui.fallback.offline', message: 'ui.fallback.offlineText' },
  maintenance: { title: 'ui.fallback.maintenance', message: 'ui.fallback.maintenanceText' },
  empty: { title: 'ui.fallback.empty', message: 'ui.fallback.emptyText' },
  error: { title: 'ui.fallback.error', message: 'ui.fallback.errorText' },
};

const icons = { loading: Loader2, offline: WifiOff, maintenance: Wrench, empty: Inbox, error: AlertTriangle };

interface FallbackPanelProps {
  type: FallbackType;
  title?: ReactNode;
  message?: ReactNode;
  action?: { label: string; onClick: () => void };
  className?: string;
  children?: ReactNode;
}

export function FallbackPanel({ type, title, message, action, className, children }: FallbackPanelProps) {
  const t = useT();
  const Icon = icons[type];
  const d = fallbackDefaults[type];
  return (
    <div
      role={type === 'error' || type === 'offline' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface/70 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className={cn('size-7', type === 'loading' && 'animate-spin')} aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{title ?? t(d.title)}</h2>
      <p className="max-w-md text-ink-soft">{message ?? t(d.message)}</p>
      {children}
      {action ? (
        <Button variant="outline" onClick={action.onClick} className="mt-2">
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
