import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/t';
import { useCheckout } from '../hooks/use-checkout';
import { CheckoutDetails, CheckoutGift } from './checkout-fields';
import { CheckoutPayment } from './checkout-payment';

export { initialAmount } from '../hooks/use-checkout';

/**
 * The /donate checkout: amount, fund, frequency, donor info, cover-the-fee, and the processor's
 * card form. On success it goes to the thank-you page; on failure it stays with everything typed.
 */
export function Checkout({ amountQuery, onPaid }: { amountQuery: string | null; onPaid: (intentId: string) => void }) {
  const t = useT();
  const co = useCheckout(amountQuery, onPaid);
  const { config } = co;

  if (config.isPending) return <Skeleton className="h-[40rem] w-full rounded-2xl" />;
  if (config.isError) {
    return (
      <Card>
        <CardContent className="p-6 pt-6 sm:pt-6">
          <p role="alert">{t('giving.checkout.unavailable')}</p>
          <Button className="mt-4" onClick={() => void config.refetch()}>
            {t('giving.checkout.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <form
      onSubmit={(e) => void co.onSubmit(e)}
      noValidate
      aria-label={t('giving.checkout.form')}
      className="grid gap-6 lg:grid-cols-[3fr_2fr]"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutGift co={co} settings={config.data} />
        <CheckoutDetails co={co} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutPayment co={co} settings={config.data} />
      </div>
    </form>
  );
}
