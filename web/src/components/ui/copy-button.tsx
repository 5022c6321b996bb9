import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';

const CHECK_MS = 2000;

/** Copies a value; a check mark shows for 2 s (spec §9 copy confirmation). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = window.setTimeout(() => setState('idle'), CHECK_MS);
    return () => window.clearTimeout(t);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (err) {
      console.warn('Copy failed', err);
      setState('failed');
    }
  };
  return (
    <Button variant="outline" size="icon" className="size-9 shrink-0" aria-label={t('ui.copy', { label })} onClick={() => void copy()}>
      {state === 'copied' ? <Check className="text-primary" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span className="sr-only" role="status">
        {state === 'copied' ? t('ui.copied') : state === 'failed' ? t('ui.copyFailed') : ''}
      </span>
    </Button>
  );
}

/** One setting: its name, its value in monospace, and a copy button (inside a `<dl>`). */
export function CopyRow({ name, value, secret }: { name: string; value: string; secret?: boolean }) {
  return (
    <div className="flex items-center gap-3 border-b border-border py-2.5 last:border-0">
      <dt className="w-32 shrink-0 text-sm font-semibold text-ink-soft sm:w-40">{name}</dt>
      <dd className="flex min-w-0 flex-1 items-center gap-3">
        <span className={`min-w-0 flex-1 break-all font-mono text-sm ${secret ? 'select-all' : ''}`}>{value}</span>
        <CopyButton value={value} label={name} />
      </dd>
    </div>
  );
}
