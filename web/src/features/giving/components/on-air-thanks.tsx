import { Check, HeartHandshake } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { useT } from '@/i18n/t';
import { formatMoney, intlLocale } from '@/lib/format';
import { frequencyIds } from '../frequency-words';
import { useMarkThanked, useOnAirThanks } from '../api/on-air-thanks';
import { useGivingPush } from '../api/use-giving-push';

const time = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The studio's "Thank on air": new gifts as they arrive, by the name the donor gave, with the amount only if they chose. */
export function OnAirThanks() {
  const t = useT();
  const thanks = useOnAirThanks(true);
  const mark = useMarkThanked();
  useGivingPush();
  const list = thanks.data?.thanks ?? [];
  const waiting = list.filter((g) => !g.thankedAt).length;
  return (
    <Card aria-labelledby="thanks-heading" data-testid="on-air-thanks">
      <CardHeader>
        <CardTitle id="thanks-heading" className="flex items-center gap-2">
          <HeartHandshake className="size-5 text-primary" aria-hidden="true" /> {t('giving.thanks.title')}
        </CardTitle>
        <CardDescription>{t('giving.thanks.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {thanks.isError ? (
          <p role="alert" className="text-danger">
            {t('giving.thanks.loadFailed', { reason: thanks.error.message })}
          </p>
        ) : list.length === 0 ? (
          <p className="text-ink-soft">{t('giving.thanks.none')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
              {waiting === 0 ? t('giving.thanks.allDone') : t('giving.thanks.waiting', { count: waiting })}
            </p>
            <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" aria-label={t('giving.thanks.list')}>
              {list.map((gift) => (
                <li key={gift.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-ink">
                      {gift.name}
                      {gift.amountCents !== null ? ` · ${formatMoney(gift.amountCents)}` : ''}
                      {gift.frequency !== 'once' ? ` ${t(frequencyIds(gift.frequency).label).toLowerCase()}` : ''}
                    </span>
                    <span className="text-sm text-ink-soft">{time(gift.paidAt)}</span>
                  </span>
                  {gift.thankedAt ? (
                    <span className="flex items-center gap-1 text-sm font-semibold text-ink-soft">
                      <Check className="size-4" aria-hidden="true" /> {t('giving.thanks.thanked')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={mark.isPending}
                      onClick={() =>
                        mark.mutate(gift.id, { onError: (err) => toast.error(t('giving.thanks.notMarked'), { description: err.message }) })
                      }
                      aria-label={t('giving.thanks.markLabel', { name: gift.name })}
                    >
                      {t('giving.thanks.mark')}
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
