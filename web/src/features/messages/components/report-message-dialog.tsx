import { useState } from 'react';
import { Flag } from 'lucide-react';
import { messageReportReasons } from '@selah/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useReportMessage } from '../api/messages';
import { useT, type MessageId } from '@/i18n/t';

type Reason = (typeof messageReportReasons)[number];
const reasonLabels: Record<Reason, MessageId> = {
  harassment: 'messages.report.reason.harassment',
  spam: 'messages.report.reason.spam',
  inappropriate: 'messages.report.reason.inappropriate',
  other: 'messages.report.reason.other',
};

/** Sends one received message to the moderators: the only way staff ever read a private message. */
export function ReportMessageDialog({ messageId, from }: { messageId: string; from: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('harassment');
  const [details, setDetails] = useState('');
  const report = useReportMessage();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-8 px-2 text-ink-soft" aria-label={t('messages.report.label', { name: from })}>
          <Flag className="size-4" aria-hidden="true" /> {t('messages.report.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('messages.report.title')} description={t('messages.report.lead')}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate(
              { id: messageId, reason, details },
              {
                onSuccess: (r) => {
                  toast.success(r.message);
                  setOpen(false);
                },
              },
            );
          }}
        >
          <Field label={t('messages.report.why')}>
            <NativeSelect value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
              {messageReportReasons.map((r) => (
                <option key={r} value={r}>
                  {t(reasonLabels[r])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('messages.report.details')}>
            <Textarea value={details} maxLength={500} onChange={(e) => setDetails(e.target.value)} />
          </Field>
          {report.error ? (
            <p role="alert" className="text-danger">
              {report.error.message}
            </p>
          ) : null}
          <Button type="submit" disabled={report.isPending}>
            {t('messages.report.send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
