import type { AuditEntry } from '@selah/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { intlLocale, timeAgo } from '@/lib/format';
import { adminSections } from '../sections';
import { useT } from '@/i18n/t';

const areaLabel = (action: string) => adminSections.find((s) => action.startsWith(`${s.id}.`))?.label ?? 'admin.nav.station';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Before and after, as the server kept them, for the person checking what changed. */
function Change({ entry }: { entry: AuditEntry }) {
  const t = useT();
  if (entry.before === null && entry.after === null) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-primary">{t('admin.audit.whatChanged')}</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className="min-w-0 rounded-xl bg-muted p-3">
            <p className="mb-1 text-xs font-bold tracking-wide text-ink-soft uppercase">
              {side === 'before' ? t('admin.audit.before') : t('admin.audit.after')}
            </p>
            <pre className="font-mono text-xs break-words whitespace-pre-wrap">
              {entry[side] === null ? '—' : JSON.stringify(entry[side], null, 2)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The audit log's lines: when, who, what (as a sentence), and the before/after on demand. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  return (
    <ol className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface shadow-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="min-w-0 px-4 py-3 sm:px-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant="muted">{t(areaLabel(entry.action))}</Badge>
            <time dateTime={entry.createdAt} title={dateTime(entry.createdAt)} className="text-sm text-ink-soft">
              {timeAgo(entry.createdAt)}
            </time>
          </div>
          <p className="mt-1 break-words">
            <span className="font-semibold">{entry.actor.name}</span> · {entry.summary}
          </p>
          <Change entry={entry} />
        </li>
      ))}
    </ol>
  );
}
