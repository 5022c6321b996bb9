import { useState, type FormEvent } from 'react';
import type { Comment } from '@selah/contracts/community';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useFormGuard } from '@/lib/anti-spam';
import { timeAgo } from '@/lib/format';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { AuthorAvatar, authorDisplay, authorRegion } from './author-line';
import { LinkifiedText } from './linkified-text';
import { ReportButton } from './report-button';
import { moderationMessages } from '@selah/contracts/admin-people';
import { useSession } from '@/lib/session';
import { T, useT } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

function ReplyBox({ threadId, signedIn, onDone, label }: { threadId: string; signedIn: boolean; onDone: () => void; label?: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const guard = useFormGuard();
  const create = useCreateComment();
  if (!signedIn) {
    return (
      <p className="rounded-xl bg-muted p-4 text-ink-soft">
        <T
          id="community.reply.invite"
          values={{
            join: (c) => (
              <Button variant="link" onClick={() => openJoinDialog('join')}>
                {c}
              </Button>
            ),
            signin: (c) => (
              <Button variant="link" onClick={() => openJoinDialog('signin')}>
                {c}
              </Button>
            ),
          }}
        />
      </p>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    create.mutate(
      { threadId, content: text, renderAt: guard.renderAt },
      {
        onSuccess: () => {
          setText('');
          onDone();
        },
        onError: () => toast.error(t('community.reply.failed'), { description: t('community.reply.tryAgain') }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={t('community.reply.form')}>
      <label htmlFor={`reply-${threadId}`} className="sr-only">
        {label ?? t('community.reply.label')}
      </label>
      <Textarea
        id={`reply-${threadId}`}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('community.reply.placeholder')}
        maxLength={5000}
        // Reply was just pressed: the box opens right under the post, ready to type.
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!text.trim() || create.isPending}>
          {create.isPending ? t('community.reply.posting') : t('community.reply.post')}
        </Button>
      </div>
    </form>
  );
}

export function CommentsPanel({
  threadId,
  replying,
  setReplying,
  signedIn,
}: {
  threadId: string;
  replying: boolean;
  setReplying: (v: boolean) => void;
  signedIn: boolean;
}) {
  const t = useT();
  const { data, isPending } = useComments(threadId, true);
  const viewerId = useSession().user?.id ?? null;
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-border pt-4">
      {replying ? <ReplyBox threadId={threadId} signedIn={signedIn} onDone={() => setReplying(false)} /> : null}
      {isPending ? (
        <Skeleton className="h-16" />
      ) : data && data.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label={t('community.replies')}>
          {data.map((c) => (
            <li key={c.id} className="flex flex-col gap-3">
              <div className="flex gap-3">
                <AuthorAvatar author={c.author} className="size-9" />
                <div className="min-w-0 flex-1 rounded-xl bg-muted/70 px-4 py-3">
                  <p className="text-sm font-semibold">
                    <Byline author={c.author} /> <span className="font-normal text-ink-soft">· {timeAgo(c.createdAt)}</span>
                  </p>
                  <LinkifiedText text={c.content} className="mt-1 whitespace-pre-line break-words" />
                  <ReplyFooter reply={c} signedIn={signedIn} viewerId={viewerId} />
                </div>
              </div>
              {c.replies.length ? (
                <ul className="ml-12 flex flex-col gap-3">
                  {c.replies.map((r) => (
                    <li key={r.id} className="flex gap-3">
                      <AuthorAvatar author={r.author} className="size-8" />
                      <div className="min-w-0 flex-1 rounded-xl bg-muted/50 px-4 py-2.5">
                        <p className="text-sm font-semibold">
                          <Byline author={r.author} /> <span className="font-normal text-ink-soft">· {timeAgo(r.createdAt)}</span>
                        </p>
                        <LinkifiedText text={r.content} className="mt-1 whitespace-pre-line break-words" />
                        <ReplyFooter reply={r} signedIn={signedIn} viewerId={viewerId} />
                      </div>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft">{t('community.replies.none')}</p>
      )}
    </div>
  );
}

/** 'Ruth Moab · United States', never the city. */
function Byline({ author }: { author: Parameters<typeof authorDisplay>[0] }) {
  const region = authorRegion(author);
  return (
    <>
      {authorDisplay(author)}
      {region ? <span className="font-normal text-ink-soft"> · {region}</span> : null}
    </>
  );
}

/** Under a reply: "hidden" for its author (only they and the team see it), or a Report action for others. */
function ReplyFooter({ reply, signedIn, viewerId }: { reply: Omit<Comment, 'replies'>; signedIn: boolean; viewerId: string | null }) {
  if (reply.isHidden) return <p className="mt-1 text-sm font-semibold text-danger">{sayMessage(moderationMessages.hiddenNotice)}</p>;
  if (viewerId !== null && reply.author.id === viewerId) return null;
  return <ReportButton targetType="comment" targetId={reply.id} signedIn={signedIn} className="-ml-3 mt-1 h-8 text-ink-soft" />;
}
