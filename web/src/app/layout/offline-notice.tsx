import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/online';
import { useT } from '@/i18n/t';

/** Offline, every page says so once, under the header: what it shows was last seen, and what comes back. */
export function OfflineNotice() {
  const t = useT();
  if (useOnline()) return null;
  return (
    <div role="status" data-testid="offline-notice" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:items-center">
        <WifiOff className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
        <span>
          <strong className="font-semibold">{t('layout.offline.title')}</strong> {t('layout.offline.body')}
        </span>
      </p>
    </div>
  );
}
