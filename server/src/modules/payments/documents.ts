import fs from 'node:fs/promises';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { lazyPackage } from '../../platform/lazy-package.ts';
import { settingsPart } from '../../platform/settings/settings.ts';

const loadPdfKit = lazyPackage<typeof PDFDocument>('pdfkit');
import { z } from 'zod';
import { paymentMessages } from '@selah/contracts/payments';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';
import { longDateIn, moneyIn } from '../../platform/i18n/dates.ts';
import type { WordValues } from '../../platform/i18n/words.ts';
import { paymentWords } from './words.ts';
import type { GiftRow } from './gifts.repo.ts';

/** The station's legal identity for receipts, from content/giving.json. */
export const givingContent = z.object({
  legalName: z.string().min(1),
  taxId: z.string().min(1),
  taxStatus: z.string().default(''),
  address: z.string().default(''),
});
export type GivingContent = z.infer<typeof givingContent>;

/** What receipts and statements say, set in the console (content/giving.json until then). */
export const receiptSettingsPart = settingsPart({ key: 'payments.receipts', schema: givingContent, secrets: [] });

export async function readGivingContent(contentDir: string, fallbackName: string): Promise<GivingContent> {
  try {
    return givingContent.parse(JSON.parse(await fs.readFile(path.join(contentDir, 'giving.json'), 'utf8')));
  } catch {
    return { legalName: fallbackName, taxId: 'not set', taxStatus: '', address: '' };
  }
}

export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The receipt mail's text, in the donor's language: who received the gift, what, when, and that nothing was given in return. */
export function receiptText(
  gift: GiftRow,
  c: GivingContent,
  o: { zone: string; testMode: boolean; manageUrl: string | null; stationName: string; locale?: Locale },
): { subject: string; text: string } {
  const locale = o.locale ?? defaultLocale;
  const say = (id: Parameters<typeof paymentWords>[1], values?: WordValues) => paymentWords(locale, id, values);
  const money = (cents: number) => moneyIn(locale, cents);
  const lines = [
    ...(o.testMode ? [say('testMode'), ''] : []),
    say('dear', { name: gift.donorName || say('friend') }),
    '',
    say('thanks', { frequency: gift.frequency, station: o.stationName }),
    '',
    say('receiptNumber', { number: String(gift.receiptNumber) }),
    say('receivedBy', { name: c.legalName }),
    say('taxId', { taxId: c.taxId }),
    say('date', { date: longDateIn(locale, gift.paidAt, o.zone) }),
    say('fund', { fund: gift.fundName }),
    say('gift', { amount: money(gift.amountCents) }),
    ...(gift.feeCents > 0 ? [say('fee', { amount: money(gift.feeCents) })] : []),
    say('total', { amount: money(gift.amountCents + gift.feeCents) }),
    ...(gift.cardBrand ? [say('paidCard', { brand: gift.cardBrand, last4: gift.cardLast4 ?? '' })] : []),
    ...(!gift.cardBrand && gift.paymentMethod === 'bank' ? [say('paidBank')] : []),
    '',
    translateMessage(paymentMessages.noGoods, locale),
    ...(c.taxStatus ? [c.taxStatus] : []),
    ...(c.address ? ['', `${c.legalName}, ${c.address}`] : []),
    ...(o.manageUrl ? ['', say('manage', { url: o.manageUrl })] : []),
  ];
  const subject = say('receiptSubject', { station: o.stationName, number: String(gift.receiptNumber) });
  return { subject: o.testMode ? say('testSubject', { subject }) : subject, text: lines.join('\n') };
}

/** The year-end giving statement as a PDF, in the donor's language: every gift of the year and the total (less refunds). */
export function statementPdf(
  gifts: GiftRow[],
  o: { year: number; donorName: string; donorEmail: string; content: GivingContent; zone: string; testMode: boolean; locale?: Locale },
): Promise<Buffer> {
  const locale = o.locale ?? defaultLocale;
  const say = (id: Parameters<typeof paymentWords>[1], values?: WordValues) => paymentWords(locale, id, values);
  const money = (cents: number) => moneyIn(locale, cents);
  const year = String(o.year);
  const PdfDocument = loadPdfKit();
  const doc = new PdfDocument({ size: 'LETTER', margin: 56, lang: locale, info: { Title: say('statementTitle', { year }) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const c = o.content;
  if (o.testMode) doc.fontSize(10).fillColor('#b91c1c').text(say('testMode')).fillColor('black');
  doc.fontSize(18).text(`${c.legalName}`);
  doc.fontSize(10).text(say('taxId', { taxId: c.taxId }));
  if (c.address) doc.text(c.address);
  doc.moveDown();
  doc.fontSize(14).text(say('statementHeading', { year }));
  doc.fontSize(11).text(`${o.donorName || say('donor')} <${o.donorEmail}>`);
  doc.moveDown();
  let total = 0;
  for (const g of gifts) {
    const net = g.amountCents + g.feeCents - g.refundedCents;
    total += net;
    const refunded = g.refundedCents > 0 ? say('refunded', { amount: money(g.refundedCents) }) : '';
    const line = say('statementLine', {
      date: longDateIn(locale, g.paidAt, o.zone),
      number: String(g.receiptNumber),
      fund: g.fundName,
      amount: money(g.amountCents + g.feeCents),
    });
    doc.fontSize(10).text(`${line}${refunded}`);
  }
  if (gifts.length === 0) doc.fontSize(10).text(say('noGifts'));
  doc.moveDown();
  doc.fontSize(12).text(say('yearTotal', { year, amount: money(total) }));
  doc.moveDown();
  doc.fontSize(9).text(translateMessage(paymentMessages.noGoods, locale));
  if (c.taxStatus) doc.text(c.taxStatus);
  doc.end();
  return done;
}
