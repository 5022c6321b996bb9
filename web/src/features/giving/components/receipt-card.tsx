import { CheckCircle2, Download } from 'lucide-react';
import type { Receipt } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { T, translate, useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';
import { frequencyIds } from '../frequency-words';
import { formatCents } from '../hooks/use-donation-draft';
import { saveBlob } from '@/lib/save-file';

/** The receipt as a text file the donor keeps (when mail cannot bring it). */
function download(receipt: Receipt, rows: Array<[string, string]>) {
  const text = [
    ...(receipt.testMode ? [translate('giving.receipt.fileTestMode'), ''] : []),
    `${translate('giving.receipt.fileFor', { name: receipt.donorName || translate('giving.receipt.aDonor') })} <${receipt.donorEmail}>`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    translate('giving.receipt.noGoods'),
    ...(receipt.taxStatus ? [receipt.taxStatus] : []),
    ...(receipt.address ? ['', `${receipt.legalName}, ${receipt.address}`] : []),
  ].join('\n');
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), `receipt-${receipt.receiptNumber}.txt`);
}

/** The thank-you page's receipt: what the mail says, on screen (and to download when mail cannot bring it). */
export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const date = new Date(receipt.paidAt).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric' });
  const rows: Array<[string, string]> = [
    [t('giving.receipt.number'), String(receipt.receiptNumber)],
    [t('giving.receipt.receivedBy'), receipt.legalName],
    [t('giving.receipt.taxId'), receipt.taxId],
    [t('giving.receipt.date'), date],
    [t('giving.receipt.fund'), receipt.fundName],
    [t('giving.frequency'), t(frequencyIds(receipt.frequency).label)],
    [t('giving.receipt.gift'), formatCents(receipt.amountCents)],
    ...(receipt.feeCents > 0 ? ([[t('giving.receipt.feeCovered'), formatCents(receipt.feeCents)]] as Array<[string, string]>) : []),
    [t('giving.checkout.total'), formatCents(receipt.totalCents)],
    ...(receipt.cardBrand
      ? ([[t('giving.receipt.paidWith'), t('giving.plan.card', { brand: receipt.cardBrand, last4: receipt.cardLast4 ?? '' })]] as Array<
          [string, string]
        >)
      : []),
  ];
  // A bank payment clears days later: thanks now, the receipt's mail when it has cleared.
  const clearing = receipt.status === 'processing';
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col items-center gap-3 bg-linear-to-b from-primary-soft to-surface px-5 pt-8 pb-5 text-center">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-semibold sm:text-4xl">{clearing ? t('giving.receipt.bankTitle') : t('giving.checkout.thankYou')}</h1>
        {clearing ? (
          <p className="text-lg text-ink-soft" data-testid="receipt-processing">
            {t('giving.receipt.bankBody')}
          </p>
        ) : receipt.byMail ? (
          <p className="text-lg text-ink-soft">
            <T
              id="giving.receipt.byMail"
              values={{ email: receipt.donorEmail, b: (c) => <span className="font-semibold text-ink">{c}</span> }}
            />
          </p>
        ) : (
          <p className="text-lg text-ink-soft" data-testid="receipt-no-mail">
            {t('giving.receipt.noMail')}
          </p>
        )}
        {receipt.testMode ? <Badge variant="gold">{t('giving.checkout.testMode')}</Badge> : null}
      </div>
      <CardContent className="pt-4 sm:pt-4">
        <h2 className="sr-only">{t('giving.receipt.title')}</h2>
        <dl className="divide-y divide-border rounded-xl border border-border" data-testid="receipt">
          {rows.map(([k, v]) => (
            <div key={k} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5">
              <dt className="text-ink-soft">{k}</dt>
              <dd className="font-semibold break-words text-ink">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-ink-soft">{t('giving.receipt.noGoods')}</p>
        {receipt.taxStatus ? <p className="mt-1 text-sm text-ink-soft">{receipt.taxStatus}</p> : null}
        {receipt.address ? (
          <p className="mt-1 text-sm text-ink-soft">
            {receipt.legalName}, {receipt.address}
          </p>
        ) : null}
        <Button variant={receipt.byMail ? 'outline' : 'primary'} className="mt-4" onClick={() => download(receipt, rows)}>
          <Download className="size-4" aria-hidden="true" /> {t('giving.receipt.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
