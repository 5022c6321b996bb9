import { useId, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { uploadSiteImage } from '../api/settings-api';
import { useT } from '@/i18n/t';

/** A picture with its preview and an upload button; the server resizes it (sharp) and answers its address. */
export function SettingsImageField({
  label,
  kind,
  url,
  onChange,
  error,
}: {
  label: string;
  kind: 'logo' | 'photo';
  url: string | undefined;
  onChange: (url: string | undefined) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      onChange((await uploadSiteImage(kind, file)).url);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : t('admin.settings.pictureFailed'));
    } finally {
      setBusy(false);
    }
  }

  const message = problem || error;
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-muted">
        {url ? (
          <img
            src={url}
            alt={t('admin.settings.labelPreview', { label: label })}
            className={kind === 'logo' ? 'max-h-full max-w-full object-contain' : 'size-full object-cover'}
          />
        ) : (
          <ImageUp className="size-6 text-ink-soft" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-4 file:py-2 file:font-semibold file:text-primary-strong"
        />
        {busy ? <p className="text-sm text-ink-soft">{t('admin.settings.uploading')}</p> : null}
        {url ? (
          <button
            type="button"
            className="self-start text-sm font-semibold text-primary hover:underline"
            onClick={() => onChange(undefined)}
          >
            {t('admin.settings.removePicture')}
          </button>
        ) : null}
        {message ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
