import { BellPlus, BellRing, Loader2 } from 'lucide-react';
import { DEFAULT_LEAD_MINUTES } from '@selah/contracts/events';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useCreateReminder } from '../api/create-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/get-reminders';

export type RemindTarget = { eventId: string } | { programId: string };

export interface RemindMeButtonProps {
  target: RemindTarget;
  /** What the person is reminded of (the button's accessible name says it). */
  title: string;
  /** The spec's programTime ('6:00 AM - 9:00 AM'), sent along for a program. */
  programTime?: string;
  leadMinutes?: number;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/** Saves a file from this site (the calendar file a visitor's reminder is). */
function download(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Remind Me for a program of Today's Schedule or an event. A member's reminder is kept by the
 * station (a notification at the lead time, email/push as they chose) and the button shows it is
 * set; pressing it again cancels. A visitor gets the calendar file with an alarm, and an offer to join.
 */
export function RemindMeButton({
  target,
  title,
  programTime,
  leadMinutes = DEFAULT_LEAD_MINUTES,
  size = 'sm',
  variant = 'outline',
  className,
}: RemindMeButtonProps) {
  const t = useT();
  const { user } = useSession();
  const reminders = useReminders(Boolean(user));
  const create = useCreateReminder();
  const remove = useDeleteReminder();
  const targetId = 'eventId' in target ? target.eventId : target.programId;
  const existing = reminders.data?.find((r) => r.targetId === targetId);
  const busy = create.isPending || remove.isPending;

  async function onClick() {
    try {
      if (existing?.id) {
        await remove.mutateAsync(existing.id);
        toast.success(t('events.remind.cancelled'));
        return;
      }
      const body = {
        ...target,
        leadMinutes,
        reminderType: 'notification' as const,
        userId: user?.id ?? null,
        ...('programId' in target ? { programTitle: title, ...(programTime ? { programTime } : {}) } : {}),
      };
      const reminder = await create.mutateAsync(body);
      if (reminder.stored) {
        toast.success(reminder.message);
      } else {
        download(reminder.icsUrl);
        toast.success(reminder.message, { action: { label: t('events.remind.join'), onClick: () => openJoinDialog('join') } });
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('events.remind.failed'));
    }
  }

  const set = Boolean(existing);
  return (
    <Button
      size={size}
      variant={set ? 'secondary' : variant}
      className={cn(className)}
      onClick={() => void onClick()}
      disabled={busy}
      aria-pressed={user ? set : undefined}
      aria-label={t(set ? 'events.remind.setLabel' : 'events.remind.label', { title })}
    >
      {busy ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : set ? (
        <BellRing aria-hidden="true" />
      ) : (
        <BellPlus aria-hidden="true" />
      )}
      {set ? t('events.remind.set') : t('events.remind.button')}
    </Button>
  );
}
