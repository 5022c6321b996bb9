import { useState, type FormEvent } from 'react';
import { CheckCircle2, EyeOff, Pin, Trash2 } from 'lucide-react';
import type { Thread } from '@selah/contracts/community';
import { prayerCategories } from '@selah/contracts/community';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useDeleteThread } from '../api/delete-thread';
import { useMarkAnswered } from '../api/mark-answered';
import { useModerateThread } from '../api/moderate-thread';
import { T, useT } from '@/i18n/t';

interface Props {
  thread: Thread;
  viewer: { id: string; role: string } | null;
  /** Offers the answered prayer as a testimony (opens New Discussion, prefilled). */
  onShareTestimony: (draft: { title: string; content: string }) => void;
}

/** What the author (mark answered, delete) and the station's admins (pin, hide) can do. */
/** What staff can switch on a thread: pinned to the top, hidden from members. */
const staffToggles = [
  { field: 'isPinned', icon: Pin, on: 'community.owner.unpin', off: 'community.owner.pin' },
  { field: 'isHidden', icon: EyeOff, on: 'community.owner.unhide', off: 'community.owner.hide' },
] as const;

export function ThreadOwnerActions({ thread, viewer, onShareTestimony }: Props) {
  const t = useT();
  const [answering, setAnswering] = useState(false);
  const [update, setUpdate] = useState('');
  const answered = useMarkAnswered();
  const remove = useDeleteThread();
  const moderate = useModerateThread();
  if (!viewer) return null;
  const isStaff = viewer.role === 'admin';
  const canAnswer = thread.isOwn && !thread.answeredAt && (prayerCategories as readonly string[]).includes(thread.category);
  if (!canAnswer && !thread.canDelete && !isStaff) return null;

  const submitAnswer = (e: FormEvent) => {
    e.preventDefault();
    if (!update.trim()) return;
    answered.mutate(
      { id: thread.id, update },
      {
        onSuccess: () => {
          setAnswering(false);
          toast.success(t('community.owner.praise'), {
            description: t('community.owner.shareAsk'),
            action: {
              label: t('community.owner.shareTestimony'),
              onClick: () =>
                onShareTestimony({ title: t('community.owner.answeredTitle', { title: thread.title }).slice(0, 150), content: update }),
            },
            duration: 10_000,
          });
        },
        onError: (err) => toast.error(t('community.owner.notSaved'), { description: err.message }),
      },
    );
  };

  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-dashed border-border pt-3">
      <div className="flex flex-wrap gap-2">
        {canAnswer && !answering ? (
          <Button variant="outline" size="sm" onClick={() => setAnswering(true)}>
            <CheckCircle2 aria-hidden="true" /> {t('community.owner.markAnswered')}
          </Button>
        ) : null}
        {isStaff ? (
          <>
            {staffToggles.map(({ field, icon: Icon, on, off }) => (
              <Button
                key={field}
                variant="ghost"
                size="sm"
                aria-pressed={thread[field]}
                onClick={() => moderate.mutate({ id: thread.id, [field]: !thread[field] })}
              >
                <Icon aria-hidden="true" /> {t(thread[field] ? on : off)}
              </Button>
            ))}
          </>
        ) : null}
        {thread.canDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            onClick={() => {
              if (window.confirm(t('community.owner.confirmDelete'))) {
                remove.mutate(thread.id, { onSuccess: () => toast.success(t('community.owner.deleted')) });
              }
            }}
          >
            <Trash2 aria-hidden="true" /> {t('common.delete')}
          </Button>
        ) : null}
      </div>
      {answering ? (
        <form onSubmit={submitAnswer} className="flex flex-col gap-2" aria-label={t('community.owner.answerForm')}>
          <label htmlFor={`answer-${thread.id}`} className="font-semibold">
            <T id="community.owner.howAnswered" values={{ soft: (c) => <span className="font-normal text-ink-soft">{c}</span> }} />
          </label>
          <Textarea id={`answer-${thread.id}`} rows={3} maxLength={500} value={update} onChange={(e) => setUpdate(e.target.value)} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setAnswering(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={!update.trim() || answered.isPending}>
              {t('community.owner.shareUpdate')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
