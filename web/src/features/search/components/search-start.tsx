import { Headphones, MessagesSquare, Radio, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@selah/contracts/paths';
import { T, useT, type MessageId } from '@/i18n/t';

const quickActions: Array<{ label: MessageId; to: string; icon: typeof Headphones }> = [
  { label: 'search.quick.episodes', to: paths.podcasts.getHref(), icon: Headphones },
  { label: 'search.quick.discussions', to: paths.community.getHref(), icon: MessagesSquare },
  { label: 'search.quick.videos', to: paths.videos.getHref(), icon: Video },
  { label: 'search.quick.live', to: paths.live.getHref(), icon: Radio },
];

/** Before anything is typed: a hint, the quick actions and the keyboard tip. */
export function SearchStart({ go }: { go: (to: string) => void }) {
  const t = useT();
  const kbd = (c: ReactNode) => <kbd className="rounded border border-border px-1">{c}</kbd>;
  return (
    <>
      <p className="text-ink-soft">{t('search.hint')}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {quickActions.map((a) => (
          <button
            key={a.label}
            type="button"
            onClick={() => go(a.to)}
            className="flex items-center gap-2 rounded-xl border border-border p-3 text-left font-semibold hover:border-primary/40 hover:bg-primary-soft/50"
          >
            <a.icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> {t(a.label)}
          </button>
        ))}
      </div>
      <p className="mt-4 hidden text-sm text-ink-soft sm:block">
        <T id="search.tip" values={{ kbd }} />
      </p>
    </>
  );
}
