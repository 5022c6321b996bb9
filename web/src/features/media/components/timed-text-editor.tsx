import { useState, type FormEvent } from 'react';
import { FileText, Trash2 } from 'lucide-react';
import { TIMED_TEXT_MAX_CHARS } from '@selah/contracts/media-text';
import { useT, type MessageId } from '@/i18n/t';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { usePutTimedText, type TimedTextTarget } from '../api/put-timed-text';

const copy = {
  transcript: {
    label: 'reach.editor.transcriptLabel',
    accept: '.vtt,.srt,text/vtt,application/x-subrip',
    hint: 'reach.editor.transcriptHint',
    saved: 'reach.editor.transcriptSaved',
    removed: 'reach.editor.transcriptRemoved',
  },
  chapters: {
    label: 'reach.editor.chaptersLabel',
    accept: '.json,.txt,application/json,text/plain',
    hint: 'reach.editor.chaptersHint',
    saved: 'reach.editor.chaptersSaved',
    removed: 'reach.editor.chaptersRemoved',
  },
} as const satisfies Record<string, { label: MessageId; accept: string; hint: MessageId; saved: MessageId; removed: MessageId }>;

function TimedTextField({ target, id, has }: { target: TimedTextTarget; id: string; has: boolean }) {
  const t = useT();
  const text = copy[target.what];
  const put = usePutTimedText(target, id);
  const [error, setError] = useState<string | undefined>();
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : t('reach.editor.failed'));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || !file.size) return setError(t('reach.editor.chooseFile'));
    if (file.size > TIMED_TEXT_MAX_CHARS * 4) return setError(t('reach.editor.tooLong'));
    setError(undefined);
    try {
      await put.mutateAsync(await file.text());
      toast.success(t(text.saved));
      form.reset();
    } catch (err) {
      fail(err);
    }
  };
  const remove = () => {
    setError(undefined);
    put.mutate(null, { onSuccess: () => toast.success(t(text.removed)), onError: fail });
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <Field label={t(text.label)} hint={t(text.hint)} error={error}>
        <Input type="file" name="file" accept={text.accept} className="py-2" />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={put.isPending}>
          <FileText aria-hidden="true" /> {t(has ? 'reach.editor.replace' : 'reach.editor.upload')}
        </Button>
        {has ? (
          <Button type="button" size="sm" variant="outline" disabled={put.isPending} onClick={remove}>
            <Trash2 aria-hidden="true" /> {t('reach.editor.remove')}
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
  const t = useT();
  return (
    <Card className="mt-8 p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{t(props.kind === 'episode' ? 'reach.editor.episodeTitle' : 'reach.editor.videoTitle')}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <TimedTextField target={{ kind: props.kind, what: 'transcript' }} id={props.id} has={props.hasTranscript} />
        {props.kind === 'episode' ? (
          <TimedTextField target={{ kind: 'episode', what: 'chapters' }} id={props.id} has={props.hasChapters} />
        ) : null}
      </div>
    </Card>
  );
}
