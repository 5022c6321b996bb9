import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useAudit } from '@/features/admin/api/get-audit';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AuditList } from '@/features/admin/components/audit-list';
import { adminSections } from '@/features/admin/sections';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';

const areas = adminSections.filter((s) => s.id !== 'dashboard' && s.id !== 'audit');

/** /admin/audit: every console action, who did it and when, filtered by section. */
export default function AdminAuditPage() {
  const t = useT();
  const [area, setArea] = useState('');
  const audit = useAudit(area ? `${area}.` : '');
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <AdminPage title={t('admin.audit.auditLog')} description={t('admin.audit.everyChangeMadeInThe')}>
      <div role="group" aria-label={t('admin.audit.showChangesFrom')} className="flex flex-wrap gap-2">
        {[{ id: '', label: 'admin.audit.everything' as const }, ...areas].map((s) => (
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
            {t(s.label)}
          </button>
        ))}
      </div>
      {audit.isPending ? (
        <Skeleton className="h-64" />
      ) : audit.isError ? (
        <FallbackPanel
          type="error"
          message={audit.error.message}
          action={{ label: t('common.retry'), onClick: () => void audit.refetch() }}
        />
      ) : entries.length === 0 ? (
        <FallbackPanel type="empty" title={t('admin.audit.noChangesYet')} message={t('admin.audit.changesMadeInTheConsole')} />
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
              {audit.isFetchingNextPage ? t('common.loading') : t('admin.audit.showOlderChanges')}
            </Button>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
