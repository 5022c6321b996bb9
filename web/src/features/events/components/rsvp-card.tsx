import { useState } from 'react';
import { CheckCircle2, Hourglass, Loader2, Users } from 'lucide-react';
import type { StationEvent } from '@selah/contracts/events';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useChangeRsvp, useRsvp } from '../api/rsvp';

const seatChoices = Array.from({ length: 10 }, (_, i) => i + 1);

/** "I'm coming" with seats: how many are coming, places left, the waitlist, and cancel. */
export function RsvpCard({ event }: { event: StationEvent }) {
  const t = useT();
  const { user } = useSession();
  const rsvp = useRsvp(event.id);
  const change = useChangeRsvp(event.id);
  const [seats, setSeats] = useState(1);
  const [answer, setAnswer] = useState('');
  const started = new Date(event.startsAt).getTime() <= Date.now();
  const mine = rsvp.data?.status ?? null;

  const send = (value: { seats: number; answer?: string } | null) =>
    change.mutate(value, {
      onSuccess: (state) => toast.success(state.message),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t('events.rsvp.failed')),
    });

  const counts =
    event.capacity === null
      ? t('events.rsvp.coming', { going: event.going })
      : event.placesLeft === 0
        ? event.waitlisted
          ? t('events.rsvp.fullWaiting', { going: event.going, waiting: event.waitlisted })
          : t('events.rsvp.full', { going: event.going })
        : t('events.rsvp.left', { going: event.going, places: event.placesLeft ?? 0 });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6" data-testid="rsvp-card">
        <div className="flex gap-3">
          <Users className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 className="font-semibold">{t('events.rsvp.who')}</h2>
            <p data-testid="rsvp-counts">{counts}</p>
          </div>
        </div>
        {mine === 'going' ? (
          <p className="flex items-start gap-2 rounded-xl bg-primary-soft/60 px-3 py-2" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('events.rsvp.going', { seats: rsvp.data?.seats ?? 1 })}
          </p>
        ) : mine === 'waitlisted' ? (
          <p className="flex items-start gap-2 rounded-xl bg-gold-soft/60 px-3 py-2" role="status">
            <Hourglass className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
            {t('events.rsvp.waitlisted', { seats: rsvp.data?.seats ?? 1 })}
          </p>
        ) : null}
        {started ? (
          <p className="text-ink-soft">{t('events.rsvp.started')}</p>
        ) : !user ? (
          <Button variant="primary" onClick={() => openJoinDialog('signin')}>
            {t('events.rsvp.signIn')}
          </Button>
        ) : mine ? (
          <Button variant="outline" disabled={change.isPending} onClick={() => send(null)}>
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {mine === 'going' ? t('events.rsvp.cancel') : t('events.rsvp.leave')}
          </Button>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            {event.question ? (
              <label className="flex w-full flex-col gap-1.5 text-sm font-semibold">
                {event.question}
                <input
                  value={answer}
                  onChange={(e) => setAnswer(e.target.value)}
                  maxLength={500}
                  className="h-11 rounded-xl border border-border bg-surface px-3 text-base font-normal"
                />
              </label>
            ) : null}
            <label className="flex flex-col gap-1.5 text-sm font-semibold">
              {t('events.rsvp.seats')}
              <select
                value={seats}
                onChange={(e) => setSeats(Number(e.target.value))}
                className="h-11 rounded-xl border border-border bg-surface px-3 text-base font-normal"
              >
                {seatChoices.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="primary"
              className="flex-1"
              disabled={change.isPending || rsvp.isPending}
              onClick={() => send({ seats, answer: answer.trim() || undefined })}
            >
              {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {event.placesLeft !== null && event.placesLeft < seats ? t('events.rsvp.joinWaitlist') : t('events.rsvp.comingButton')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
