import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { saveBlob } from '@/lib/save-file';
import { useT } from '@/i18n/t';

/** The recovery codes, shown once right after two-step sign-in is turned on, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = `${t('accounts.recovery.fileText')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="rounded-xl bg-primary-soft p-4 text-primary-strong">
        <p className="font-semibold">{t('accounts.recovery.on')}</p>
        <p>{t('accounts.recovery.keep')}</p>
      </div>
      <ul aria-label={t('accounts.recovery.list')} className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-3">
        {codes.map((c) => (
          <li key={c} className="rounded-lg bg-muted px-3 py-2 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-2 text-sm font-semibold">
          <CopyButton value={codes.join('\n')} label={t('accounts.recovery.copyLabel')} /> {t('accounts.recovery.copy')}
        </span>
        <Button variant="outline" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          <Download aria-hidden="true" /> {t('accounts.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('accounts.recovery.saved')}</Button>
      </div>
    </div>
  );
}
