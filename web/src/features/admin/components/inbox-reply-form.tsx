import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { InboxItem } from '@selah/contracts/admin-site';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useReply } from '../api/inbox-api';
import { useT } from '@/i18n/t';

/** A reply by email to the person who wrote; sent through the station's mailer, the message then counts as handled. */
export function InboxReplyForm({ item, onSent }: { item: InboxItem; onSent: (item: InboxItem) => void }) {
  const t = useT();
  const reply = useReply();
  const [subject, setSubject] = useState(`Re: ${item.subject}`);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function send(e: FormEvent) {
    e.preventDefault();
    reply.mutate(
      { kind: item.kind, id: item.id, body: { subject, message } },
      {
        onSuccess: (res) => {
          onSent(res.item);
          setMessage('');
          setErrors({});
          toast.success(t('admin.inbox.replySent'), { description: t('admin.inbox.yourReplyToNameIs', { name: item.name }) });
        },
        onError: (err) => setErrors(err instanceof ApiError && err.fields ? err.fields : { _: err.message }),
      },
    );
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="font-semibold text-ink">{t('admin.inbox.replyToNameByEmail', { name: item.name })}</h3>
      <Field label={t('admin.inbox.subject')} required error={errors.subject}>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
      </Field>
      <Field label={t('admin.inbox.yourReply')} required error={errors.message}>
        <Textarea rows={5} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors._}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={reply.isPending}>
        <Send aria-hidden="true" /> {reply.isPending ? t('admin.inbox.sending') : t('admin.inbox.sendReply')}
      </Button>
    </form>
  );
}
