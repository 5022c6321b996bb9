import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Calendar, Clock, Headphones, Loader2, MessagesSquare, Radio, Search, Video, X } from 'lucide-react';
import { searchMessages, type SearchResult } from '@selah/contracts/search';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearch } from '../api/search';
import { HighlightedText } from './highlighted-text';

/** Spec §2: the dialog's filters (multi-select; none means all). */
const filters = [
  { type: 'episode', label: 'Episodes', icon: Headphones },
  { type: 'community', label: 'Community', icon: MessagesSquare },
  { type: 'video', label: 'Videos', icon: Video },
  { type: 'live', label: 'Live', icon: Radio },
  { type: 'event', label: 'Events', icon: Calendar },
] as const;

const quickActions = [
  { label: 'Browse Episodes', to: paths.podcasts.getHref(), icon: Headphones },
  { label: 'Join Discussions', to: paths.community.getHref(), icon: MessagesSquare },
  { label: 'Watch Videos', to: paths.videos.getHref(), icon: Video },
  { label: 'Go Live', to: paths.live.getHref(), icon: Radio },
];

const typeLabel: Record<SearchResult['type'], string> = {
  episode: 'Episode',
  community: 'Community',
  video: 'Video',
  live: 'Live',
  event: 'Event',
};

const clock = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(Math.floor(s % 60)).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};

/** When an event starts, in the listener's own clock: 'Sat, Nov 28, 6:00 PM'. */
const eventDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** True when a key press belongs to a text field (so `/` types a slash there). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The site search (spec §2 Search dialog): one box across episodes, discussions, videos and the
 * live programs, with type filters, quick actions, and arrow keys + Enter. `/` or Ctrl+K opens it.
 */
export function SearchDialog({
  trigger,
  hotkeys = false,
}: {
  trigger: ReactNode;
  /** One instance listens for / and Ctrl+K. */ hotkeys?: boolean;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!hotkeys) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      if (ctrlK || (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target))) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hotkeys]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {open ? <SearchPanel onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [input, setInput] = useState('');
  const [query] = useDebouncedValue(input, 200);
  const [types, setTypes] = useState<string[]>([]);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearch(query, types);
  const trimmed = query.trim();
  const results = trimmed ? (search.data ?? []) : [];
  useEffect(() => setActive(0), [trimmed, types]);

  const go = (to: string) => {
    onDone();
    void navigate(to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const r = results[active];
      if (r) go(r.url);
    }
  };
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  return (
    <DialogContent title="Search" hideTitle className="top-[8vh] max-w-2xl translate-y-0 p-0 sm:p-0">
      <div className="border-b border-border p-4 pr-16 sm:p-5 sm:pr-16">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
          <input
            ref={inputRef}
            autoFocus
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Search episodes, discussions, videos, events…"
            aria-label="Search the site"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? `${listId}-${active}` : undefined}
            className="h-12 w-full rounded-xl border border-border bg-surface pr-3 pl-11 text-base text-ink focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/40"
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Search in">
          {filters.map((f) => {
            const on = types.includes(f.type);
            return (
              <button
                key={f.type}
                type="button"
                aria-pressed={on}
                onClick={() => setTypes((t) => (on ? t.filter((x) => x !== f.type) : [...t, f.type]))}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
                  on ? 'border-primary bg-primary text-on-primary' : 'border-border text-ink-soft hover:text-ink',
                )}
              >
                <f.icon className="size-4" aria-hidden="true" /> {f.label}
              </button>
            );
          })}
          {input || types.length ? (
            <button
              type="button"
              onClick={() => {
                setInput('');
                setTypes([]);
                inputRef.current?.focus();
              }}
              className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
            >
              <X className="size-4" aria-hidden="true" /> Clear
            </button>
          ) : null}
        </div>
      </div>
      <div className="max-h-[60dvh] overflow-y-auto p-4 sm:p-5">
        {!trimmed ? (
          <>
            <p className="text-ink-soft">{searchMessages.searchHint}</p>
            <div className="mt-4 grid grid-cols-2 gap-3">
              {quickActions.map((a) => (
                <button
                  key={a.label}
                  type="button"
                  onClick={() => go(a.to)}
                  className="flex items-center gap-2 rounded-xl border border-border p-3 text-left font-semibold hover:border-primary/40 hover:bg-primary-soft/50"
                >
                  <a.icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> {a.label}
                </button>
              ))}
            </div>
            <p className="mt-4 hidden text-sm text-ink-soft sm:block">
              Tip: press <kbd className="rounded border border-border px-1">/</kbd> or{' '}
              <kbd className="rounded border border-border px-1">Ctrl</kbd>+<kbd className="rounded border border-border px-1">K</kbd> to
              search from anywhere.
            </p>
          </>
        ) : search.isPending ? (
          <p className="flex items-center gap-2 text-ink-soft" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Searching…
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-danger">
            {search.error.message}
          </p>
        ) : results.length === 0 ? (
          <div role="status" className="py-6 text-center">
            <p className="font-semibold">{searchMessages.noResults(trimmed)}</p>
            <p className="mt-1 text-ink-soft">{searchMessages.noResultsHint}</p>
          </div>
        ) : (
          <ul id={listId} role="listbox" aria-label="Search results" className="flex flex-col gap-2">
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
                  <Badge variant={r.type === 'live' ? 'live' : 'default'}>{typeLabel[r.type]}</Badge>
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
        )}
      </div>
    </DialogContent>
  );
}
