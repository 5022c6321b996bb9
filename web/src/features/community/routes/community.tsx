import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HandHeart, MessageSquarePlus, Search, Sparkles, Users, X } from 'lucide-react';
import { categoryAliases, categorySlugs, threadCategories } from '@selah/contracts/community';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Input, NativeSelect } from '@/components/ui/input';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { getStoredUser } from '@/lib/auth-storage';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useAuthToken } from '@/lib/use-auth-token';
import { useCommunityStats } from '../api/get-community-stats';
import { useThread } from '../api/get-thread';
import { useThreads, type ThreadFilters } from '../api/get-threads';
import { NewDiscussionDialog } from '../components/new-discussion-dialog';
import { ThreadCard } from '../components/thread-card';

const tabs = [
  { value: 'recent', label: 'Recent', empty: 'No Recent Discussions' },
  { value: 'popular', label: 'Popular', empty: 'No Popular Discussions Yet' },
  { value: 'unanswered', label: 'Unanswered', empty: 'All Questions Answered!' },
  { value: 'following', label: 'Following', empty: 'No Followed Discussions' },
] as const;
type Tab = (typeof tabs)[number]['value'];

function normaliseCategory(raw: string | null): string {
  if (!raw) return 'all';
  const slug = categoryAliases[raw] ?? raw;
  return (categorySlugs as readonly string[]).includes(slug) ? slug : 'all';
}

export default function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const token = useAuthToken();
  const signedIn = !!token;
  const me = signedIn ? getStoredUser<{ id: string; role: string }>() : null;
  const category = normaliseCategory(params.get('category'));
  const mine = params.get('mine') === '1' && !!me;
  const threadParam = params.get('thread');
  const [tab, setTab] = useState<Tab>('recent');
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; category: string; draft?: { title: string; content: string } }>({ open: false, category: '' });

  // Spec §9: community search waits 300 ms after the last keystroke.
  useEffect(() => {
    const t = window.setTimeout(() => setSearch(searchInput.trim()), 300);
    return () => window.clearTimeout(t);
  }, [searchInput]);

  const filters: ThreadFilters = useMemo(
    () => ({ category, search: search || undefined, tab, userId: mine ? me?.id : undefined }),
    [category, search, tab, mine, me?.id],
  );
  const threads = useThreads(filters, token);
  const stats = useCommunityStats();
  const linked = useThread(threadParam, token);
  const all = threads.data?.pages.flatMap((p) => p.threads) ?? [];
  const list = linked.data && !all.some((t) => t.id === linked.data.id) ? [linked.data, ...all] : all;

  // Infinite scroll: load the next page when the sentinel comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = threads;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver((entries) => {
      if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // ?thread=ID opens and scrolls to that discussion.
  useEffect(() => {
    if (!threadParam || !linked.data) return;
    document.getElementById(`thread-${threadParam}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [threadParam, linked.data]);

  const setCategory = (slug: string) => {
    const next = new URLSearchParams(params);
    if (slug === 'all') next.delete('category');
    else next.set('category', slug);
    next.delete('thread');
    setParams(next, { replace: true });
  };
  const clearFilters = () => {
    setSearchInput('');
    setSearch('');
    setParams({}, { replace: true });
  };
  const startDiscussion = (cat = '') => {
    if (!signedIn) {
      toast.error('Please Login First', { description: 'You need to sign up or log in to participate in discussions.' });
      openJoinDialog('signin');
      return;
    }
    setDialog({ open: true, category: cat });
  };
  const emptyTitle = tabs.find((t) => t.value === tab)!.empty;

  return (
    <>
      <section className="border-b border-border bg-linear-to-b from-primary-soft/70 to-background">
        <Container className="flex max-w-7xl flex-col gap-5 py-10 sm:py-12">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-4xl font-semibold sm:text-5xl">Faith Community</h1>
              <p className="mt-2 text-lg text-ink-soft">Connect with believers worldwide</p>
            </div>
            {signedIn ? (
              <Button size="lg" onClick={() => startDiscussion(category === 'all' ? '' : category)}>
                <MessageSquarePlus aria-hidden="true" /> New Discussion
              </Button>
            ) : (
              <Button size="lg" disabled>Log in to create discussion</Button>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
              <label htmlFor="community-search" className="sr-only">Search discussions</label>
              <Input
                id="community-search"
                type="search"
                placeholder="Search discussions…"
                className="pl-11"
                value={searchInput}
                onChange={(e) => setSearchInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setSearchInput('');
                }}
              />
            </div>
            <Button variant="outline" onClick={clearFilters}><X aria-hidden="true" /> Clear Filters</Button>
          </div>
        </Container>
      </section>

      <Container className="grid max-w-7xl gap-8 py-8 lg:grid-cols-[15rem_1fr_17rem]">
        <aside className="flex flex-col gap-4 lg:order-none">
          <div className="lg:hidden">
            <label htmlFor="category-select" className="mb-1 block text-sm font-semibold">Category</label>
            <NativeSelect id="category-select" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="all">All</option>
              {threadCategories.map((c) => <option key={c.slug} value={c.slug}>{c.label}</option>)}
            </NativeSelect>
          </div>
          <nav aria-label="Categories" className="hidden lg:block">
            <h2 className="mb-2 font-sans text-sm font-bold tracking-widest text-ink-soft uppercase">Categories</h2>
            <ul className="flex flex-col gap-0.5">
              {[{ slug: 'all', label: 'All' }, ...threadCategories].map((c) => (
                <li key={c.slug}>
                  <button
                    type="button"
                    aria-current={category === c.slug ? 'true' : undefined}
                    onClick={() => setCategory(c.slug)}
                    className={cn('w-full rounded-lg px-3 py-2 text-left font-medium hover:bg-muted', category === c.slug && 'bg-primary-soft text-primary-strong')}
                  >
                    {c.label}{c.slug === 'all' && threads.data ? ` (${all.length})` : ''}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <section aria-label="Discussions" className="flex min-w-0 flex-col gap-5">
          {mine ? <p className="rounded-xl bg-gold-soft px-4 py-3 font-semibold">Showing your own prayer requests. <button type="button" className="underline" onClick={clearFilters}>Show everyone's</button></p> : null}
          <div role="tablist" aria-label="Sort discussions" className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
            {tabs.map((t) => (
              <button
                key={t.value}
                role="tab"
                type="button"
                aria-selected={tab === t.value}
                onClick={() => setTab(t.value)}
                className={cn(
                  'flex-1 rounded-full px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-ink-soft sm:px-4',
                  tab === t.value && 'bg-surface text-ink shadow-sm',
                  t.value === 'following' && 'hidden md:block',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
          {threads.isPending ? (
            [0, 1, 2].map((i) => <Skeleton key={i} className="h-44" />)
          ) : threads.isError ? (
            <FallbackPanel type="error" action={{ label: 'Try again', onClick: () => void threads.refetch() }} />
          ) : list.length === 0 ? (
            <FallbackPanel type="empty" title={emptyTitle} message={search ? `Nothing matches "${search}". Try different words.` : 'Be the first to start a conversation.'}>
              <div className="flex flex-wrap justify-center gap-3">
                <Link className="underline" to="/about">About us</Link>
                <Link className="underline" to="/podcasts">Podcasts</Link>
                <Link className="underline" to="/live">Live Studio</Link>
              </div>
            </FallbackPanel>
          ) : (
            list.map((t) => (
              <ThreadCard
                key={t.id}
                thread={t}
                signedIn={signedIn}
                viewer={me}
                highlighted={t.id === threadParam}
                onShareTestimony={(draft) => setDialog({ open: true, category: 'testimonies', draft })}
              />
            ))
          )}
          <div ref={sentinel} aria-hidden="true" />
          {isFetchingNextPage ? <Skeleton className="h-32" /> : null}
        </section>

        <aside className="flex flex-col gap-5">
          <section aria-labelledby="stats-heading" className="rounded-(--radius-card) bg-night p-5 text-white">
            <h2 id="stats-heading" className="text-xl font-semibold text-white">Community</h2>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center lg:grid-cols-1 lg:text-left">
              {[
                { icon: Users, label: 'Active Members', value: stats.data?.totalMembers },
                { icon: Sparkles, label: 'Discussions', value: stats.data?.totalDiscussions },
                { icon: HandHeart, label: 'Prayers Shared', value: stats.data?.totalPrayers },
              ].map(({ icon: Icon, label, value }) => (
                <div key={label} className="flex flex-col items-center gap-1 rounded-xl bg-white/10 p-3 lg:flex-row lg:gap-3">
                  <Icon className="size-5 text-gold" aria-hidden="true" />
                  <dt className="order-last text-sm text-white/80 lg:order-none lg:flex-1">{label}</dt>
                  <dd className="font-display text-2xl font-semibold">{value === undefined ? '…' : formatCount(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="quick-actions" className="rounded-(--radius-card) border border-border bg-surface p-5">
            <h2 id="quick-actions" className="text-xl font-semibold">Quick Actions</h2>
            <div className="mt-3 flex flex-col gap-2">
              <Button variant="outline" onClick={() => startDiscussion('prayer')}><HandHeart aria-hidden="true" /> Submit Prayer Request</Button>
              <Button variant="outline" onClick={() => startDiscussion('testimonies')}><Sparkles aria-hidden="true" /> Share Testimony</Button>
            </div>
          </section>
        </aside>
      </Container>
      <NewDiscussionDialog
        open={dialog.open}
        initialCategory={dialog.category}
        draft={dialog.draft}
        onClose={() => setDialog({ open: false, category: '' })}
        onCreated={() => {
          setDialog({ open: false, category: '' });
          setTab('recent');
        }}
      />
    </>
  );
}
