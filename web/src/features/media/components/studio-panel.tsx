import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { episodeCategories, videoCategories } from '@selah/contracts/media';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { mediaKeys } from '../api/keys';
import { uploadMedia } from '../api/upload-media';
import { useCategoryLabel } from './category-label';
import { RecordedDrafts } from './recorded-drafts';

/** Broadcasters and admins: upload a file (with progress) or publish a recorded show or service with one click. */
export function StudioPanel({ kind }: { kind: 'episode' | 'video' }) {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || !file.size) return setError(t('media.studio.chooseFile'));
    // Text fields first, then the file, so the server reads them before the bytes.
    const body = new FormData();
    for (const [k, v] of data.entries()) if (k !== 'file' && typeof v === 'string' && v.trim()) body.append(k, v.trim());
    body.append('file', file);
    setError(null);
    setProgress(0);
    try {
      const saved = await uploadMedia(kind, body, setProgress);
      toast.success(t('media.studio.published', { title: saved.title }));
      form.reset();
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('media.studio.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  const categories = kind === 'episode' ? episodeCategories : videoCategories;
  return (
    <Card className="mb-8 p-5 sm:p-6">
      <h2 className="text-xl font-semibold">{kind === 'episode' ? t('media.studio.publishEpisode') : t('media.studio.publishVideo')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{kind === 'episode' ? t('media.studio.episodeHint') : t('media.studio.videoHint')}</p>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={kind === 'episode' ? t('media.studio.audioFile') : t('media.studio.videoFile')} required className="sm:col-span-2">
          <Input
            type="file"
            name="file"
            accept={kind === 'episode' ? 'audio/mpeg,audio/mp4,.mp3,.m4a' : 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov'}
            className="py-2"
            required
          />
        </Field>
        <Field label={t('media.studio.title')}>
          <Input name="title" maxLength={200} />
        </Field>
        {kind === 'episode' ? (
          <Field label={t('media.studio.host')}>
            <Input name="host" maxLength={120} />
          </Field>
        ) : null}
        <Field label={t('media.studio.category')}>
          <NativeSelect name="category" defaultValue={categories[0]}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('media.studio.description')} className="sm:col-span-2">
          <Textarea name="description" maxLength={5000} />
        </Field>
        {error ? (
          <p role="alert" className="text-danger sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="flex items-center gap-4 sm:col-span-2">
          <Button type="submit" disabled={progress !== null}>
            <Upload aria-hidden="true" /> {progress !== null ? t('media.studio.uploading') : t('media.studio.upload')}
          </Button>
          {progress !== null ? (
            <progress max={1} value={progress} aria-label={t('media.studio.progress')} className="h-2 flex-1 accent-primary">
              {Math.round(progress * 100)}%
            </progress>
          ) : null}
        </div>
      </form>
      <RecordedDrafts kind={kind} />
    </Card>
  );
}
