import { useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { usePeople } from '@/features/admin/api/people-users';
import { AdminPage } from '@/features/admin/components/admin-page';
import { PeopleDetail } from '@/features/admin/components/people-detail';
import { PeopleRow } from '@/features/admin/components/people-row';
import { useT } from '@/i18n/t';

/** /admin/people: find members, grant and revoke broadcaster and admin, suspend and restore. */
export default function AdminPeoplePage() {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState({ query: '', page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const people = usePeople(q);

  return (
    <AdminPage title={t('admin.people.people')} description={t('admin.people.findAMemberMakeThem')}>
      <form
        role="search"
        className="flex max-w-xl gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ({ query: typed.trim(), page: 1 });
        }}
      >
        <label htmlFor="people-search" className="sr-only">
          {t('admin.people.searchMembers')}
        </label>
        <Input
          id="people-search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('admin.people.usernameNameOrEmail')}
        />
        <Button type="submit">
          <Search aria-hidden="true" /> {t('admin.people.search')}
        </Button>
      </form>
      {open ? <PeopleDetail id={open} onClose={() => setOpen(null)} /> : null}
      {people.isPending ? (
        <Skeleton className="h-64" />
      ) : people.isError ? (
        <FallbackPanel
          type="error"
          message={people.error.message}
          action={{ label: t('common.retry'), onClick: () => void people.refetch() }}
        />
      ) : people.data.users.length === 0 ? (
        <FallbackPanel type="empty" title={t('admin.people.nobodyFound')} message={t('admin.people.noMemberMatchesThatSearch')} />
      ) : (
        <>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {people.data.total === 1 ? t('admin.people.1Member') : t('admin.people.totalMembers', { total: people.data.total })}
          </p>
          <ul
            aria-label={t('admin.people.members')}
            className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface shadow-sm"
          >
            {people.data.users.map((u) => (
              <PeopleRow key={u.id} user={u} onOpen={setOpen} />
            ))}
          </ul>
          {people.data.pages > 1 ? (
            <nav aria-label={t('admin.people.pagesOfMembers')} className="flex items-center justify-center gap-3">
              <Button variant="outline" size="sm" disabled={q.page <= 1} onClick={() => setQ({ ...q, page: q.page - 1 })}>
                {t('admin.people.previous')}
              </Button>
              <span className="text-sm text-ink-soft">{t('admin.people.pagePageOfPages', { page: q.page, pages: people.data.pages })}</span>
              <Button variant="outline" size="sm" disabled={q.page >= people.data.pages} onClick={() => setQ({ ...q, page: q.page + 1 })}>
                {t('admin.people.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
