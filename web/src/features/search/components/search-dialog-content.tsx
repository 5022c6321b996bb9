import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Calendar, Headphones, Loader2, MessagesSquare, Radio, Search, Video, X } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { DialogProps } from '@/components/ui/lazy-overlay';
import { cn } from '@/lib/cn';
import { useT, type MessageId } from '@/i18n/t';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearch } from '../api/search';
import { SearchResults } from './search-results';
import { SearchStart } from './search-start';

/** Spec §2: the dialog's filters (multi-select; none means all). */
const filters: ReadonlyArray<{ type: string; label: MessageId; icon: typeof Headphones }> = [
  { type: 'episode', label: 'search.filter.episodes', icon: Headphones },
  { type: 'community', label: 'layout.nav.community', icon: MessagesSquare },
  { type: 'video', label: 'layout.nav.videos', icon: Video },
  { type: 'live', label: 'layout.nav.live', icon: Radio },
  { type: 'event', label: 'layout.nav.events', icon: Calendar },
];

/** The site search's dialog (search-dialog.tsx), fetched when first opened. */
export default function SearchDialogContent({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SearchPanel onDone={() => onOpenChange(false)} onCloseAutoFocus={onCloseAutoFocus} /> : null}
    </Dialog>
  );
}

function SearchPanel({ onDone, onCloseAutoFocus }: { onDone: () => void; onCloseAutoFocus: (event: Event) => void }) {
  const t = useT();
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
    <DialogContent
      title={t('layout.search')}
      hideTitle
      className="top-[8vh] max-w-2xl translate-y-0 p-0 sm:p-0"
      onCloseAutoFocus={onCloseAutoFocus}
    >
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
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? `${listId}-${active}` : undefined}
            className="h-12 w-full rounded-xl border border-border bg-surface pr-3 pl-11 text-base text-ink focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/40"
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t('search.in')}>
          {filters.map((f) => {
            const on = types.includes(f.type);
            return (
              <button
                key={f.type}
                type="button"
                aria-pressed={on}
                onClick={() => setTypes((ts) => (on ? ts.filter((x) => x !== f.type) : [...ts, f.type]))}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
                  on ? 'border-primary bg-primary text-on-primary' : 'border-border text-ink-soft hover:text-ink',
                )}
              >
                <f.icon className="size-4" aria-hidden="true" /> {t(f.label)}
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
              <X className="size-4" aria-hidden="true" /> {t('search.clear')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="max-h-[60dvh] overflow-y-auto p-4 sm:p-5">
        {!trimmed ? (
          <SearchStart go={go} />
        ) : search.isPending ? (
          <p className="flex items-center gap-2 text-ink-soft" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t('search.searching')}
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-danger">
            {search.error.message}
          </p>
        ) : results.length === 0 ? (
          <div role="status" className="py-6 text-center">
            <p className="font-semibold">{t('search.noResults', { query: trimmed })}</p>
            <p className="mt-1 text-ink-soft">{t('search.noResultsHint')}</p>
          </div>
        ) : (
          <SearchResults listId={listId} results={results} active={active} setActive={setActive} go={go} />
        )}
      </div>
    </DialogContent>
  );
}
