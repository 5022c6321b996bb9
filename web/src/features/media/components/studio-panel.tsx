import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { episodeCategories, videoCategories } from '@selah/contracts/media';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { mediaKeys } from '../api/keys';
import { uploadMedia } from '../api/upload-media';
import { RecordedDrafts } from './recorded-drafts';

/** Broadcasters and admins: upload a file (with progress) or publish a recorded show or service with one click. */
export function StudioPanel({ kind }: { kind: 'episode' | 'video' }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || !file.size) return setError('Please choose a file to upload.');
    // Text fields first, then the file, so the server reads them before the bytes.
    const body = new FormData();
    for (const [k, v] of data.entries()) if (k !== 'file' && typeof v === 'string' && v.trim()) body.append(k, v.trim());
    body.append('file', file);
    setError(null);
    setProgress(0);
    try {
      const saved = await uploadMedia(kind, body, setProgress);
      toast.success(`“${saved.title}” is published.`);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  };

  const categories = kind === 'episode' ? episodeCategories : videoCategories;
  return (
    <Card className="mb-8 p-5 sm:p-6">
      <h2 className="text-xl font-semibold">{kind === 'episode' ? 'Publish an episode' : 'Publish a video'}</h2>
      <p className="mt-1 text-sm text-ink-soft">
        {kind === 'episode'
          ? 'Upload an MP3 or M4A. Title, host and artwork are read from its tags when you leave them empty.'
          : 'Upload an MP4, WebM or MOV. A poster frame and the duration are read from the file.'}
      </p>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={kind === 'episode' ? 'Audio file' : 'Video file'} required className="sm:col-span-2">
          <Input
            type="file"
            name="file"
            accept={kind === 'episode' ? 'audio/mpeg,audio/mp4,.mp3,.m4a' : 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov'}
            className="py-2"
            required
          />
        </Field>
        <Field label="Title">
          <Input name="title" maxLength={200} />
        </Field>
        {kind === 'episode' ? (
          <Field label="Host">
            <Input name="host" maxLength={120} />
          </Field>
        ) : null}
        <Field label="Category">
          <NativeSelect name="category" defaultValue={categories[0]}>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Description" className="sm:col-span-2">
          <Textarea name="description" maxLength={5000} />
        </Field>
        {error ? (
          <p role="alert" className="text-danger sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="flex items-center gap-4 sm:col-span-2">
          <Button type="submit" disabled={progress !== null}>
            <Upload aria-hidden="true" /> {progress !== null ? 'Uploading…' : 'Upload'}
          </Button>
          {progress !== null ? (
            <progress max={1} value={progress} aria-label="Upload progress" className="h-2 flex-1 accent-primary">
              {Math.round(progress * 100)}%
            </progress>
          ) : null}
        </div>
      </form>
      <RecordedDrafts kind={kind} />
    </Card>
  );
}
