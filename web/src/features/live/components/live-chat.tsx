import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MessageCircle, Send } from 'lucide-react';
import { CHAT_MAX_LENGTH, chatMessages } from '@selah/contracts/live';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { T, useT } from '@/i18n/t';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useChatMessages } from '../api/get-chat-messages';
import { useChatSettings } from '../api/get-chat-settings';
import { usePostChatMessage } from '../api/post-chat-message';
import { ChatLine } from './chat-line';
import { ModerationBar } from './chat-moderation-bar';

const SHOWN = 20;

interface LiveChatProps {
  /** The signed-in member's name, or null for a visitor. */
  memberName: string | null;
  canModerate: boolean;
  /** The live socket is open: messages arrive as they are posted. */
  connected: boolean;
  /** Posts over the socket when the HTTP post fails (spec §4). */
  sendOverSocket: (message: { username: string; message: string }) => boolean;
}

/** Live Chat: the last 20 messages, a form to post, and for staff delete, mute and slow mode. */
export function LiveChat({ memberName, canModerate, connected, sendOverSocket }: LiveChatProps) {
  const t = useT();
  const messages = useChatMessages();
  const settings = useChatSettings().data;
  const postMessage = usePostChatMessage();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const shown = (messages.data ?? []).slice(-SHOWN);
  const lastId = shown.at(-1)?.id;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const visitorsBlocked = !memberName && settings?.visitorsMayPost === false;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message) return;
    setError(null);
    try {
      await postMessage.mutateAsync({ message, username: memberName ? undefined : name.trim() || undefined });
      setText('');
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
      else if (sendOverSocket({ username: memberName ?? (name.trim() || chatMessages.defaultName), message })) setText('');
      else setError(t('live.chat.notSent'));
    }
  };

  return (
    <Card className="flex flex-col" aria-labelledby="chat-heading" data-testid="live-chat" data-connected={connected}>
      <div className="flex items-center gap-2 border-b border-border px-5 py-4">
        <MessageCircle className="size-5 text-primary" aria-hidden="true" />
        <h2 id="chat-heading" className="text-xl font-semibold">
          {t('live.chat.title')}
        </h2>
        {settings?.slowModeSeconds ? (
          <span className="ml-auto text-xs font-semibold text-ink-soft">
            {t('live.chat.slowMode', { seconds: settings.slowModeSeconds })}
          </span>
        ) : null}
      </div>
      <ol
        ref={listRef}
        className="flex h-80 flex-col gap-3 overflow-y-auto px-5 py-4"
        aria-live="polite"
        aria-label={t('live.chat.messages')}
        data-testid="chat-list"
        tabIndex={0}
      >
        {messages.isError && !shown.length ? <li className="text-ink-soft">{t('live.chat.loadFailed')}</li> : null}
        {!messages.isError && messages.isSuccess && !shown.length ? <li className="text-ink-soft">{t('live.chat.empty')}</li> : null}
        {shown.map((m) => (
          <ChatLine key={m.id} message={m} canModerate={canModerate} />
        ))}
      </ol>
      {canModerate ? <ModerationBar /> : null}
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 border-t border-border px-5 py-4">
        {visitorsBlocked ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-soft">{t('live.chat.visitorsOff')}</p>
            <Button size="sm" onClick={() => openJoinDialog('signin')}>
              {t('live.chat.signIn')}
            </Button>
          </div>
        ) : (
          <>
            {memberName ? (
              <p className="text-sm text-ink-soft">
                <T id="live.chat.chattingAs" values={{ name: memberName, b: (c) => <span className="font-semibold text-ink">{c}</span> }} />
              </p>
            ) : (
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t('live.chat.yourName')}
                <Input
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder={t('live.chat.defaultName')}
                  maxLength={40}
                  className="h-10"
                />
              </label>
            )}
            <div className="flex gap-2">
              <label className="sr-only" htmlFor="chat-message">
                {t('live.chat.message')}
              </label>
              <Input
                id="chat-message"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('live.chat.placeholder')}
                maxLength={CHAT_MAX_LENGTH}
                autoComplete="off"
                className="h-10"
              />
              <Button type="submit" size="sm" className="h-10" disabled={!text.trim() || postMessage.isPending}>
                <Send aria-hidden="true" /> {t('live.chat.send')}
              </Button>
            </div>
          </>
        )}
        {error ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
