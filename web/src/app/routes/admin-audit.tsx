import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useAudit } from '@/features/admin/api/get-audit';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AuditList } from '@/features/admin/components/audit-list';
import { adminSections } from '@/features/admin/sections';
import { cn } from '@/lib/cn';

const areas = adminSections.filter((s) => s.id !== 'dashboard' && s.id !== 'audit');

/** /admin/audit: every console action, who did it and when, filtered by section. */
export default function AdminAuditPage() {
  const [area, setArea] = useState('');
  const audit = useAudit(area ? `${area}.` : '');
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <AdminPage title="Audit log" description="Every change made in the console: who made it, when, and what it was before and after.">
      <div role="group" aria-label="Show changes from" className="flex flex-wrap gap-2">
        {[{ id: '', label: 'Everything' }, ...areas].map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={area === s.id}
            onClick={() => setArea(s.id)}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
              area === s.id ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink-soft hover:bg-muted',
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
      {audit.isPending ? (
        <Skeleton className="h-64" />
      ) : audit.isError ? (
        <FallbackPanel type="error" message={audit.error.message} action={{ label: 'Try again', onClick: () => void audit.refetch() }} />
      ) : entries.length === 0 ? (
        <FallbackPanel type="empty" title="No changes yet" message="Changes made in the console appear here as they happen." />
      ) : (
        <>
          <AuditList entries={entries} />
          {audit.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {audit.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
            </Button>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
