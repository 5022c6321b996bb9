import { useState } from 'react';
import { CheckCircle2, Hourglass, Loader2, Users } from 'lucide-react';
import type { StationEvent } from '@selah/contracts/events';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useChangeRsvp, useRsvp } from '../api/rsvp';

const seatChoices = Array.from({ length: 10 }, (_, i) => i + 1);
const places = (n: number) => (n === 1 ? '1 place' : `${n} places`);

/** "I'm coming" with seats: how many are coming, places left, the waitlist, and cancel. */
export function RsvpCard({ event }: { event: StationEvent }) {
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
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Your answer was not saved. Please try again.'),
    });

  const counts =
    event.capacity === null
      ? `${event.going} coming`
      : event.placesLeft === 0
        ? `${event.going} coming · full${event.waitlisted ? ` · ${event.waitlisted} waiting` : ''}`
        : `${event.going} coming · ${places(event.placesLeft ?? 0)} left`;

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6" data-testid="rsvp-card">
        <div className="flex gap-3">
          <Users className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 className="font-semibold">Who is coming</h2>
            <p data-testid="rsvp-counts">{counts}</p>
          </div>
        </div>
        {mine === 'going' ? (
          <p className="flex items-start gap-2 rounded-xl bg-primary-soft/60 px-3 py-2" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            You are coming ({places(rsvp.data?.seats ?? 1)}).
          </p>
        ) : mine === 'waitlisted' ? (
          <p className="flex items-start gap-2 rounded-xl bg-gold-soft/60 px-3 py-2" role="status">
            <Hourglass className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
            You are on the waitlist ({places(rsvp.data?.seats ?? 1)}). We will tell you if a place opens.
          </p>
        ) : null}
        {started ? (
          <p className="text-ink-soft">This event has started.</p>
        ) : !user ? (
          <Button variant="primary" onClick={() => openJoinDialog('signin')}>
            Sign in to say you are coming
          </Button>
        ) : mine ? (
          <Button variant="outline" disabled={change.isPending} onClick={() => send(null)}>
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {mine === 'going' ? 'Cancel my place' : 'Leave the waitlist'}
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
              Seats
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
              {event.placesLeft !== null && event.placesLeft < seats ? 'Join the waitlist' : "I'm coming"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
