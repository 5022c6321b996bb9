import { useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { T, useT } from '@/i18n/t';
import { useUploadSetupLogo } from '../api/upload-setup-logo';

/** The station's logo, uploaded as soon as it is chosen (checked by the server), with a preview. */
export function LogoPicker({ code, value, onChange }: { code: string; value: string | null; onChange: (url: string | null) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSetupLogo();
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!code.trim()) return setError(t('setup.logo.codeFirst'));
    upload.mutate({ file, code }, { onSuccess: ({ url }) => onChange(url), onError: (err) => setError(err.message) });
  };
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-ink" id="logo-label">
        <T id="setup.logo" values={{ span: (c) => <span className="font-normal text-ink-soft">{c}</span> }} />
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted">
          {value ? (
            <img src={value} alt={t('setup.logo.alt')} className="size-full object-contain" />
          ) : (
            <ImagePlus className="size-8 text-ink-soft" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            aria-describedby="logo-label"
          >
            {upload.isPending ? t('setup.logo.uploading') : value ? t('setup.logo.another') : t('setup.logo.choose')}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" /> {t('setup.logo.remove')}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
