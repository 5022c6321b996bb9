import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryAliases, categorySlugs } from '@selah/contracts/community';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommunityStats } from '@/features/community/api/get-community-stats';
import { useThreads, type ThreadFilters } from '@/features/community/api/get-threads';
import { CategoryNav } from '@/features/community/components/category-nav';
import { CommunityHeader } from '@/features/community/components/community-header';
import { CommunityStatsCard } from '@/features/community/components/community-stats-card';
import { NewDiscussionDialog } from '@/features/community/components/new-discussion-dialog';
import { QuickActions } from '@/features/community/components/quick-actions';
import { ThreadList } from '@/features/community/components/thread-list';
import { discussionTabs, ThreadTabs, type DiscussionTab } from '@/features/community/components/thread-tabs';
import { useInfiniteScroll } from '@/features/community/hooks/use-infinite-scroll';
import { useThreadDeepLink } from '@/features/community/hooks/use-thread-deep-link';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useT } from '@/i18n/t';

type DialogState = { open: boolean; category: string; draft?: { title: string; content: string } };

function normaliseCategory(raw: string | null): string {
  if (!raw) return 'all';
  const slug = categoryAliases[raw] ?? raw;
  return (categorySlugs as readonly string[]).includes(slug) ? slug : 'all';
}

export default function CommunityPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { user: me, token } = useSession();
  const signedIn = !!token;
  const category = normaliseCategory(params.get('category'));
  const mine = params.get('mine') === '1' && !!me;
  const threadParam = params.get('thread');
  const [tab, setTab] = useState<DiscussionTab>('recent');
  const [searchInput, setSearchInput] = useState('');
  // Spec §9: community search waits 300 ms after the last keystroke.
  const [typedSearch, setSearch] = useDebouncedValue(searchInput, 300);
  const search = typedSearch.trim();
  const [dialog, setDialog] = useState<DialogState>({ open: false, category: '' });

  const filters: ThreadFilters = useMemo(
    () => ({ category, search: search || undefined, tab, userId: mine ? me?.id : undefined }),
    [category, search, tab, mine, me?.id],
  );
  // One count everywhere: the station's number of discussions, as the stats card beside it says.
  const stats = useCommunityStats();
  const threads = useThreads(filters, token);
  const all = threads.data?.pages.flatMap((p) => p.threads) ?? [];
  const list = useThreadDeepLink(threadParam, token, all);
  const sentinel = useInfiniteScroll(threads);

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
  // A visitor is invited to join first; once they have, the New Discussion dialog opens.
  const startDiscussion = (cat = '') => {
    const open = () => setDialog({ open: true, category: cat });
    if (signedIn) open();
    else openJoinDialog('join', { then: open });
  };
  const emptyTitle = discussionTabs.find((d) => d.value === tab)!.empty;

  return (
    <>
      <CommunityHeader
        signedIn={signedIn}
        onNewDiscussion={() => startDiscussion(category === 'all' ? '' : category)}
        searchInput={searchInput}
        onSearchInput={setSearchInput}
        onClearFilters={clearFilters}
      />

      <Container className="grid max-w-7xl gap-8 py-8 lg:grid-cols-[15rem_1fr_17rem]">
        <CategoryNav category={category} onSelect={setCategory} allCount={stats.data?.totalDiscussions} />

        <section aria-label={t('community.discussions')} className="flex min-w-0 flex-col gap-5">
          {mine ? (
            <p className="rounded-xl bg-gold-soft px-4 py-3 font-semibold">
              {t('community.mine')}{' '}
              <button type="button" className="underline" onClick={clearFilters}>
                {t('community.everyone')}
              </button>
            </p>
          ) : null}
          <ThreadTabs value={tab} onChange={setTab} />
          <ThreadList
            threads={list}
            isPending={threads.isPending}
            isError={threads.isError}
            onRetry={() => void threads.refetch()}
            emptyTitle={emptyTitle}
            search={search}
            signedIn={signedIn}
            viewer={me}
            highlightedId={threadParam}
            onShareTestimony={(draft) => setDialog({ open: true, category: 'testimonies', draft })}
          />
          <div ref={sentinel} aria-hidden="true" />
          {threads.isFetchingNextPage ? <Skeleton className="h-32" /> : null}
        </section>

        <aside className="flex flex-col gap-5">
          <CommunityStatsCard />
          <QuickActions onStart={startDiscussion} />
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
