import { useState } from 'react';
import { BadgeCheck, Trash2, VolumeX } from 'lucide-react';
import type { ChatMessage } from '@selah/contracts/live';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';
import { formatClock } from '@/lib/format';
import { useDeleteChatMessage, useMuteChatAuthor } from '../api/moderate-chat';
import { ChatText } from './chat-text';

/** One chat message; staff can mute its author for 10 minutes or delete it. */
export function ChatLine({ message, canModerate }: { message: ChatMessage; canModerate: boolean }) {
  const t = useT();
  const remove = useDeleteChatMessage();
  const mute = useMuteChatAuthor();
  const [muted, setMuted] = useState(false);
  return (
    <li className="group flex flex-col gap-0.5" data-testid="chat-message">
      <div className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-semibold">{message.username}</span>
        {message.isVerified ? <BadgeCheck className="size-4 text-primary" aria-label={t('live.chat.verified')} role="img" /> : null}
        <time dateTime={message.timestamp} className="text-xs text-ink-soft">
          {formatClock(message.timestamp)}
        </time>
        {canModerate ? (
          <span className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('live.chat.mute', { name: message.username })}
              disabled={muted || mute.isPending}
              onClick={() => mute.mutate({ id: message.id, minutes: 10 }, { onSuccess: () => setMuted(true) })}
            >
              <VolumeX aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('live.chat.delete', { name: message.username })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(message.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        ) : null}
      </div>
      <p className="break-words text-ink">
        <ChatText text={message.message} links={message.isVerified} />
      </p>
      {muted ? <p className="text-xs text-ink-soft">{t('live.chat.muted')}</p> : null}
    </li>
  );
}
