import { useState } from 'react';
import { Flag } from 'lucide-react';
import { messageReportReasons } from '@selah/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useReportMessage } from '../api/messages';

type Reason = (typeof messageReportReasons)[number];
const reasonLabels: Record<Reason, string> = {
  harassment: 'Harassment or threats',
  spam: 'Spam or a scam',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/** Sends one received message to the moderators: the only way staff ever read a private message. */
export function ReportMessageDialog({ messageId, from }: { messageId: string; from: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('harassment');
  const [details, setDetails] = useState('');
  const report = useReportMessage();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-8 px-2 text-ink-soft" aria-label={`Report this message from ${from}`}>
          <Flag className="size-4" aria-hidden="true" /> Report
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Report this message"
        description="The station's moderators will read this one message (and nothing else of your conversation) and decide what to do."
      >
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
          <Field label="Why are you reporting it?">
            <NativeSelect value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
              {messageReportReasons.map((r) => (
                <option key={r} value={r}>
                  {reasonLabels[r]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Anything the moderators should know (optional)">
            <Textarea value={details} maxLength={500} onChange={(e) => setDetails(e.target.value)} />
          </Field>
          {report.error ? (
            <p role="alert" className="text-danger">
              {report.error.message}
            </p>
          ) : null}
          <Button type="submit" disabled={report.isPending}>
            Send the report
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
