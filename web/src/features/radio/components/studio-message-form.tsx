import { useState, type FormEvent } from 'react';
import { MessageSquareHeart } from 'lucide-react';
import { STUDIO_MESSAGE_MAX } from '@selah/contracts/requests';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useT, type MessageId } from '@/i18n/t';
import { useSendStudioMessage } from '../api/send-studio-message';

const kinds: ReadonlyArray<{ value: 'shoutout' | 'prayer'; label: MessageId; hint: MessageId }> = [
  { value: 'shoutout', label: 'radio.studio.shoutout', hint: 'radio.studio.shoutoutHint' },
  { value: 'prayer', label: 'radio.studio.prayer', hint: 'radio.studio.prayerHint' },
];

/** "Message the studio": a prayer request or a shout-out for the host of the show. */
export function StudioMessageForm({ defaultName = '' }: { defaultName?: string }) {
  const t = useT();
  const send = useSendStudioMessage();
  const [kind, setKind] = useState<'shoutout' | 'prayer'>('shoutout');
  const [name, setName] = useState(defaultName);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!text.trim()) return setError(t('radio.studio.empty'));
    setError(null);
    send.mutate(
      { kind, text: text.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          setText('');
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : t('radio.studio.notSent')),
      },
    );
  };

  return (
    <Card aria-labelledby="studio-message-heading">
      <CardHeader>
        <CardTitle id="studio-message-heading" className="flex items-center gap-2">
          <MessageSquareHeart className="size-5 text-primary" aria-hidden="true" /> {t('radio.studio.title')}
        </CardTitle>
        <CardDescription>{t('radio.studio.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('radio.studio.kind')}</legend>
            {kinds.map((k) => (
              <label
                key={k.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40"
              >
                <input
                  type="radio"
                  name="studio-kind"
                  value={k.value}
                  checked={kind === k.value}
                  onChange={() => setKind(k.value)}
                  className="mt-1 size-4 accent-(--color-primary)"
                />
                <span>
                  <span className="block font-semibold">{t(k.label)}</span>
                  <span className="block text-sm text-ink-soft">{t(k.hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Field label={t('radio.studio.name')}>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} autoComplete="given-name" />
          </Field>
          <Field
            label={t('radio.studio.message')}
            required
            error={error ?? undefined}
            hint={t('radio.studio.count', { count: text.length, max: STUDIO_MESSAGE_MAX })}
          >
            <Textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={STUDIO_MESSAGE_MAX} />
          </Field>
          <Button type="submit" disabled={send.isPending} className="self-start">
            {t('radio.studio.send')}
          </Button>
          {done ? (
            <p role="status" className="rounded-xl bg-primary-soft/60 p-3 font-medium" data-testid="studio-message-sent">
              {done}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
