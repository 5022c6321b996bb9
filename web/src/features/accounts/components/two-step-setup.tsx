import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import type { TotpSetupResponse } from '@selah/contracts/two-step';
import { totpCode } from '@selah/contracts/two-step';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTotpEnable } from '../api/two-step';
import { useT } from '@/i18n/t';
import { sayFirstIssue } from '@/lib/use-form';

/** Scanning the QR code (or typing the key) into an authenticator app, then confirming with its first code. */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetupResponse;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const enable = useTotpEnable();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(setup.otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch((err: unknown) => console.warn('QR code failed', err));
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = totpCode.safeParse(code);
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    enable.mutate(checked.data, { onSuccess: (r) => onEnabled(r.recoveryCodes), onError: (err) => setError(err.message) });
  };
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-4 pl-5">
        <li>
          <p>{t('accounts.twoStep.scan')}</p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
            {qr ? (
              <img src={qr} width={200} height={200} alt={t('accounts.twoStep.qr')} className="rounded-lg border border-border bg-white" />
            ) : (
              <div className="size-[200px] rounded-lg bg-muted" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="text-sm text-ink-soft">{t('accounts.twoStep.cantScan')}</p>
              <p className="mt-1 flex items-center gap-2">
                <span data-testid="totp-secret" className="min-w-0 font-mono text-base break-all select-all">
                  {grouped}
                </span>
                <CopyButton value={setup.secret} label={t('accounts.twoStep.setupKey')} />
              </p>
            </div>
          </div>
        </li>
        <li>
          <form
            noValidate
            onSubmit={submit}
            aria-label={t('accounts.twoStep.confirmForm')}
            className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
          >
            <Field label={t('accounts.twoStep.code')} error={error} className="w-full sm:max-w-xs">
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                onChange={(e) => (setCode(e.target.value), setError(undefined))}
              />
            </Field>
            <Button type="submit" disabled={enable.isPending}>
              {t('accounts.twoStep.turnOn')}
            </Button>
          </form>
        </li>
      </ol>
      <Button variant="ghost" className="self-start" onClick={onCancel}>
        {t('accounts.twoStep.notNow')}
      </Button>
    </div>
  );
}
