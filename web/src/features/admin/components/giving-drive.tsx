import { useState, type FormEvent } from 'react';
import { sayFieldErrors } from '@/lib/use-form';
import { Target } from 'lucide-react';
import { createFundDriveRequest } from '@selah/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDriveNow, useStartDrive } from '../api/fund-drives';
import { T, useT } from '@/i18n/t';

/** 2026-12-06T10:00 in this browser's time, as the datetime-local field wants it. */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A fund drive ("help us reach $12,000 for the new transmitter"): the one on now, and starting one. */
export function GivingDrive() {
  const t = useT();
  const now = useDriveNow();
  const start = useStartDrive();
  const [title, setTitle] = useState('');
  const [goal, setGoal] = useState('');
  const [match, setMatch] = useState('');
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 30 * 24 * 3600_000)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const drive = now.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      title,
      goalCents: Math.round(Number(goal.replace(/[$,\s]/g, '')) * 100),
      startsAt: startsAt ? new Date(startsAt).toISOString() : '',
      endsAt: endsAt ? new Date(endsAt).toISOString() : '',
      ...(match.trim() ? { matchCents: Math.round(Number(match.replace(/[$,\s]/g, '')) * 100) } : {}),
    };
    const checked = createFundDriveRequest.safeParse(body);
    if (!checked.success) return setErrors(sayFieldErrors(checked.error));
    start.mutate(checked.data, {
      onSuccess: (d) => {
        toast.success(t('admin.giving.theFundDriveIsSet'), {
          description: t('admin.giving.titleGoalcentsToRaise', { title: d.title, goalCents: formatMoney(d.goalCents) }),
        });
        setTitle('');
        setGoal('');
        setMatch('');
        setErrors({});
      },
      onError: (err) => setErrors(err instanceof ApiError && err.fields ? err.fields : { _: err.message }),
    });
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Target className="size-5 text-primary" aria-hidden="true" /> {t('admin.giving.fundDrive')}
        </CardTitle>
        <CardDescription>{t('admin.giving.aGoalAndItsDates')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {drive ? (
          <p className="rounded-xl bg-primary-soft/50 p-3 text-ink" data-testid="drive-now">
            <T
              id={drive.matchCents ? 'admin.giving.onNowRaisedMatched' : 'admin.giving.onNowRaised'}
              values={{
                title: drive.title,
                total: formatMoney(drive.totalCents),
                goal: formatMoney(drive.goalCents),
                matched: formatMoney(drive.matchedCents),
                match: formatMoney(drive.matchCents ?? 0),
                b: (c) => <b>{c}</b>,
              }}
            />
          </p>
        ) : now.isSuccess ? (
          <p className="text-ink-soft">{t('admin.giving.noFundDriveIsOn')}</p>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t('admin.giving.startAFundDrive')}>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Field label={t('admin.giving.whatItIsFor')} required error={errors.title}>
              <Input
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={150}
                placeholder={t('admin.giving.aNewTransmitter')}
              />
            </Field>
            <Field label={t('admin.giving.goal')} required error={errors.goalCents}>
              <Input inputMode="decimal" value={goal} onChange={(e) => setGoal(e.target.value)} placeholder="12000" />
            </Field>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('admin.giving.starts')} required error={errors.startsAt}>
              <Input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
            </Field>
            <Field label={t('admin.giving.ends')} required error={errors.endsAt}>
              <Input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
            </Field>
          </div>
          <Field label={t('admin.giving.sponsorSMatchOptional')} error={errors.matchCents} hint={t('admin.giving.everyGiftDoubledUpTo')}>
            <Input inputMode="decimal" value={match} onChange={(e) => setMatch(e.target.value)} placeholder="2000" />
          </Field>
          {errors._ ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors._}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={start.isPending}>
            {start.isPending ? t('admin.giving.starting') : t('admin.giving.startTheFundDrive')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
