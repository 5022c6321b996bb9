import { useId, useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { reportReasons } from '@selah/contracts/admin-people';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useReportPost } from '../api/report-post';
import { useT } from '@/i18n/t';

type Reason = (typeof reportReasons)[number];

/** "Report" on a discussion or a reply: a reason from a short list and optional words; visitors are asked to join first. */
export function ReportButton({
  targetType,
  targetId,
  signedIn,
  className,
}: {
  targetType: 'thread' | 'comment';
  targetId: string;
  signedIn: boolean;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportPost();
  const id = useId();
  const title = targetType === 'thread' ? t('community.report.thread') : t('community.report.comment');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    report.mutate(
      { targetType, targetId, reason, details },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setOpen(false);
        },
        onError: (err) => toast.error(t('community.report.notSent'), { description: err.message }),
      },
    );
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        onClick={() => (signedIn ? setOpen(true) : openJoinDialog('join', { then: () => setOpen(true) }))}
        aria-label={title}
      >
        <Flag aria-hidden="true" /> {t('community.report.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={title} description={t('community.report.lead')}>
          <form onSubmit={submit} className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t('community.report.reason')}</legend>
              {reportReasons.map((r) => (
                <label
                  key={r}
                  className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 has-checked:border-primary has-checked:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4 accent-primary"
                  />
                  {t(`community.report.reason.${r}` as const)}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-details`} className="text-sm font-semibold">
                {t('community.report.details')}
              </label>
              <Textarea id={`${id}-details`} rows={3} maxLength={500} value={details} onChange={(e) => setDetails(e.target.value)} />
            </div>
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending ? t('community.report.sending') : t('community.report.send')}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
