import { ListOrdered } from 'lucide-react';
import { useChapters } from '../api/get-timed-text';
import { formatClock } from './format';
import { useT } from '@/i18n/t';

/** The episode's chapters; choosing one plays the episode from there (`onSeek`, in seconds). */
export function ChapterList({ id, has, onSeek }: { id: string; has: boolean; onSeek: (seconds: number) => void }) {
  const t = useT();
  const chapters = useChapters(id, has);
  if (!has || !chapters.data) return null;
  return (
    <section aria-labelledby="chapters-heading" className="mt-6">
      <h2 id="chapters-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ListOrdered className="size-5 text-primary" aria-hidden="true" /> {t('reach.chapters.title')}
      </h2>
      <ol className="mt-3 flex flex-col gap-1">
        {chapters.data.chapters.map((c) => (
          <li key={`${c.startTime}-${c.title}`}>
            <button
              type="button"
              onClick={() => onSeek(c.startTime)}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span className="w-16 shrink-0 font-mono text-sm text-ink-soft">{formatClock(c.startTime)}</span>
              <span className="min-w-0 flex-1 font-medium">{c.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
