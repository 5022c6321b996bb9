import { Calendar, Clock } from 'lucide-react';
import type { SearchResult } from '@selah/contracts/search';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { intlLocale, timeAgo } from '@/lib/format';
import { useT, type MessageId } from '@/i18n/t';
import { HighlightedText } from './highlighted-text';

const typeLabel: Record<SearchResult['type'], MessageId> = {
  episode: 'search.type.episode',
  community: 'layout.nav.community',
  video: 'search.type.video',
  live: 'layout.nav.live',
  event: 'search.type.event',
};

const clock = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(Math.floor(s % 60)).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};

/** When an event starts, in the listener's own clock: 'Sat, Nov 28, 6:00 PM'. */
const eventDate = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The search's answers as a listbox: the active one (arrow keys, or the pointer) is marked, a click opens it. */
export function SearchResults({
  listId,
  results,
  active,
  setActive,
  go,
}: {
  listId: string;
  results: SearchResult[];
  active: number;
  setActive: (i: number) => void;
  go: (to: string) => void;
}) {
  const t = useT();
  return (
    <ul id={listId} role="listbox" aria-label={t('search.results')} className="flex flex-col gap-2">
      {results.map((r, i) => (
        <li
          key={`${r.type}-${r.id}`}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseEnter={() => setActive(i)}
          onClick={() => go(r.url)}
          className={cn(
            'cursor-pointer rounded-xl border p-3',
            i === active ? 'border-primary bg-primary-soft/60' : 'border-border hover:bg-muted',
          )}
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={r.type === 'live' ? 'live' : 'default'}>{t(typeLabel[r.type])}</Badge>
            {r.category ? <Badge variant="muted">{r.category}</Badge> : null}
          </div>
          <p className="mt-1.5 font-semibold">{r.title}</p>
          <p className="line-clamp-2 text-sm text-ink-soft">
            <HighlightedText snippet={r.snippet} />
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-3 text-xs text-ink-soft">
            {r.author ? <span>{r.author}</span> : null}
            {r.duration ? (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" /> {clock(r.duration)}
              </span>
            ) : r.type === 'event' && r.timestamp ? (
              <span className="inline-flex items-center gap-1">
                <Calendar className="size-3.5" aria-hidden="true" /> {eventDate(r.timestamp)}
              </span>
            ) : r.timestamp ? (
              <span>{timeAgo(r.timestamp)}</span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
