import { useState } from 'react';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@selah/contracts/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useSendMessage } from '../api/messages';
import { useT } from '@/i18n/t';

/** Writes to one member. Ctrl+Enter (or ⌘+Enter) sends, as the Send button does. */
export function MessageComposer({ to, name }: { to: string; name: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const send = useSendMessage();
  const submit = () => {
    if (!text.trim() || send.isPending) return;
    send.mutate({ to, text }, { onSuccess: () => setText('') });
  };
  return (
    <form
      className="flex flex-col gap-2 border-t border-border bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="message-text" className="sr-only">
        {t('messages.to', { name })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id="message-text"
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('messages.placeholder', { name })}
          className="min-h-12 flex-1 resize-y py-2.5"
          rows={2}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={!text.trim() || send.isPending}>
          <Send aria-hidden="true" /> {t('messages.send')}
        </Button>
      </div>
      {send.error ? (
        <p role="alert" className="text-sm text-danger">
          {send.error.message}
        </p>
      ) : null}
    </form>
  );
}
