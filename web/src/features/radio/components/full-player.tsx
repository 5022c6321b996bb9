import { Maximize2 } from 'lucide-react';
import { lazyDialog } from '@/components/ui/lazy-overlay';
import { useT } from '@/i18n/t';

const Content = lazyDialog(() => import('./full-player-content'));

/** The dock's way to the player full screen (full-player-content.tsx), on phones. */
export function FullPlayer() {
  const t = useT();
  return (
    <Content
      trigger={
        <button
          type="button"
          aria-label={t('radio.full.open')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 sm:hidden"
        >
          <Maximize2 className="size-5" aria-hidden="true" />
        </button>
      }
    />
  );
}
