import { Link } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { Container } from '@/components/ui/page';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { formatMoney, intlLocale } from '@/lib/format';
import { useCurrentDrive } from '../api/get-current-drive';
import { useGivingPush } from '../api/use-giving-push';

const day = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { month: 'long', day: 'numeric' });

/**
 * The fund drive on now, as a progress bar (nothing while there is none), moving as gifts arrive
 * (/ws/giving): raised plus the sponsor's match, and "Goal reached" once there. `link` adds a Give button.
 */
export function FundDriveProgress({ link = false, className }: { link?: boolean; className?: string }) {
  const t = useT();
  const { data: drive } = useCurrentDrive();
  useGivingPush();
  if (!drive) return null;
  // 100% only when the goal is truly reached (99.6% shows 99).
  const percent = drive.goalReached ? 100 : Math.min(99, Math.round((drive.totalCents / drive.goalCents) * 100));
  return (
    <section
      aria-labelledby="fund-drive-title"
      className={cn('border-b border-border bg-gold-soft/40', className)}
      data-testid="fund-drive"
    >
      <Container className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1">
          <h2 id="fund-drive-title" className="flex flex-wrap items-center gap-x-3 gap-y-1 break-words text-lg font-semibold">
            {drive.title}
            {drive.goalReached ? (
              <span className="rounded-full bg-success px-3 py-0.5 text-sm font-bold text-white" data-testid="goal-reached">
                {t('giving.drive.goalReached')}
              </span>
            ) : null}
          </h2>
          <p className="text-ink-soft" aria-live="polite" data-testid="fund-drive-amounts">
            {drive.matchCents
              ? t('giving.drive.raisedMatched', {
                  total: formatMoney(drive.totalCents),
                  goal: formatMoney(drive.goalCents),
                  given: formatMoney(drive.raisedCents),
                  matched: formatMoney(drive.matchedCents),
                  day: day(drive.endsAt),
                })
              : t('giving.drive.raised', {
                  total: formatMoney(drive.totalCents),
                  goal: formatMoney(drive.goalCents),
                  day: day(drive.endsAt),
                })}
          </p>
          {drive.matchCents && drive.matchedCents < drive.matchCents ? (
            <p className="text-sm font-semibold text-ink">{t('giving.drive.doubled', { match: formatMoney(drive.matchCents) })}</p>
          ) : null}
          <div
            role="progressbar"
            aria-label={t('giving.drive.progress', { title: drive.title, percent })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-3 w-full overflow-hidden rounded-full bg-surface ring-1 ring-border"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
        {link ? (
          <Link
            to={paths.donate.getHref()}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-primary/90"
          >
            {t('giving.drive.give')}
          </Link>
        ) : null}
      </Container>
    </section>
  );
}
