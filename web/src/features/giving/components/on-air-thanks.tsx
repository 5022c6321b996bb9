import { Check, HeartHandshake } from 'lucide-react';
import { frequencyLabel } from '@selah/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { formatMoney } from '@/lib/format';
import { useMarkThanked, useOnAirThanks } from '../api/on-air-thanks';
import { useGivingPush } from '../api/use-giving-push';

const time = (iso: string) => new Date(iso).toLocaleString('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The studio's "Thank on air": new gifts as they arrive, by the name the donor gave, with the amount only if they chose. */
export function OnAirThanks() {
  const thanks = useOnAirThanks(true);
  const mark = useMarkThanked();
  useGivingPush();
  const list = thanks.data?.thanks ?? [];
  const waiting = list.filter((t) => !t.thankedAt).length;
  return (
    <Card aria-labelledby="thanks-heading" data-testid="on-air-thanks">
      <CardHeader>
        <CardTitle id="thanks-heading" className="flex items-center gap-2">
          <HeartHandshake className="size-5 text-primary" aria-hidden="true" /> Thank on air
        </CardTitle>
        <CardDescription>
          Gifts from the last week whose donors asked to be thanked on the radio. Read only what is shown here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {thanks.isError ? (
          <p role="alert" className="text-danger">
            The list could not be loaded: {thanks.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="text-ink-soft">No one to thank yet. New gifts appear here as they arrive.</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
              {waiting === 0 ? 'Everyone has been thanked.' : `${waiting} to thank`}
            </p>
            <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" aria-label="Gifts to thank on air">
              {list.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-ink">
                      {t.name}
                      {t.amountCents !== null ? ` · ${formatMoney(t.amountCents)}` : ''}
                      {t.frequency !== 'once' ? ` ${frequencyLabel(t.frequency).toLowerCase()}` : ''}
                    </span>
                    <span className="text-sm text-ink-soft">{time(t.paidAt)}</span>
                  </span>
                  {t.thankedAt ? (
                    <span className="flex items-center gap-1 text-sm font-semibold text-ink-soft">
                      <Check className="size-4" aria-hidden="true" /> Thanked
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={mark.isPending}
                      onClick={() => mark.mutate(t.id, { onError: (err) => toast.error('Not marked', { description: err.message }) })}
                      aria-label={`Mark ${t.name} thanked`}
                    >
                      Mark thanked
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
