import { ChevronDown } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranscript } from '../api/get-timed-text';
import { formatClock } from './format';
import { useT } from '@/i18n/t';

/** The transcript as readable text under a disclosure (closed at first: it is long). */
export function TranscriptPanel({ kind, id, has }: { kind: 'episode' | 'video'; id: string; has: boolean }) {
  const t = useT();
  const transcript = useTranscript(kind, id, has);
  if (!has) return null;
  return (
    <details className="group mt-6 rounded-2xl border border-border bg-surface p-4 sm:p-5" data-testid="transcript">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
        {t('reach.transcript.title')}
        <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      {transcript.data ? (
        <div className="mt-4 flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1">
          {transcript.data.cues.map((c, i) => (
            <p key={i} className="leading-relaxed">
              <span className="mr-2 font-mono text-sm text-ink-soft">{formatClock(c.start)}</span>
              {c.text}
            </p>
          ))}
        </div>
      ) : transcript.isError ? (
        <p className="mt-4 text-ink-soft">{t('reach.transcript.failed')}</p>
      ) : (
        <Skeleton className="mt-4 h-24" />
      )}
    </details>
  );
}
