import { useState, type FormEvent } from 'react';
import { FileText, Trash2 } from 'lucide-react';
import { TIMED_TEXT_MAX_CHARS, timedTextMessages } from '@selah/contracts/media-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { usePutTimedText, type TimedTextTarget } from '../api/put-timed-text';

const copy = {
  transcript: {
    label: 'Transcript (WebVTT or SRT)',
    accept: '.vtt,.srt,text/vtt,application/x-subrip',
    hint: 'An SRT file is kept as WebVTT. Videos show it as captions.',
    saved: 'The transcript is saved.',
    removed: 'The transcript is removed.',
  },
  chapters: {
    label: 'Chapters (JSON chapters or one "00:05:30 Title" a line)',
    accept: '.json,.txt,application/json,text/plain',
    hint: 'Times must be in order and within the episode.',
    saved: 'The chapters are saved.',
    removed: 'The chapters are removed.',
  },
};

function TimedTextField({ target, id, has }: { target: TimedTextTarget; id: string; has: boolean }) {
  const text = copy[target.what];
  const put = usePutTimedText(target, id);
  const [error, setError] = useState<string | undefined>();
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : 'That did not work. Please try again.');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || !file.size) return setError('Please choose a file first.');
    if (file.size > TIMED_TEXT_MAX_CHARS * 4) return setError(timedTextMessages.tooLong);
    setError(undefined);
    try {
      await put.mutateAsync(await file.text());
      toast.success(text.saved);
      form.reset();
    } catch (err) {
      fail(err);
    }
  };
  const remove = () => {
    setError(undefined);
    put.mutate(null, { onSuccess: () => toast.success(text.removed), onError: fail });
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <Field label={text.label} hint={text.hint} error={error}>
        <Input type="file" name="file" accept={text.accept} className="py-2" />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={put.isPending}>
          <FileText aria-hidden="true" /> {has ? 'Replace' : 'Upload'}
        </Button>
        {has ? (
          <Button type="button" size="sm" variant="outline" disabled={put.isPending} onClick={remove}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Broadcasters and admins: an episode's transcript and chapters, or a video's captions, uploaded or removed. */
export function TimedTextEditor(
  props:
    { kind: 'episode'; id: string; hasTranscript: boolean; hasChapters: boolean } | { kind: 'video'; id: string; hasTranscript: boolean },
) {
  return (
    <Card className="mt-8 p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{props.kind === 'episode' ? 'Transcript and chapters' : 'Captions'}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <TimedTextField target={{ kind: props.kind, what: 'transcript' }} id={props.id} has={props.hasTranscript} />
        {props.kind === 'episode' ? (
          <TimedTextField target={{ kind: 'episode', what: 'chapters' }} id={props.id} has={props.hasChapters} />
        ) : null}
      </div>
    </Card>
  );
}
