import { formatLongDate } from '../../platform/time/zones.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { lazyPackage } from '../../platform/lazy-package.ts';
import { settingsPart } from '../../platform/settings/settings.ts';

const loadPdfKit = lazyPackage<typeof PDFDocument>('pdfkit');
import { z } from 'zod';
import { frequencyLabel, paymentMessages } from '@selah/contracts/payments';
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

const longDate = formatLongDate;

/** The receipt mail's text: who received the gift, what, when, and that nothing was given in return. */
export function receiptText(
  gift: GiftRow,
  c: GivingContent,
  o: { zone: string; testMode: boolean; manageUrl: string | null; stationName: string },
): { subject: string; text: string } {
  const lines = [
    ...(o.testMode ? [`${paymentMessages.testMode}: no real money moved.`, ''] : []),
    `Dear ${gift.donorName || 'friend'},`,
    '',
    `Thank you for your ${gift.frequency === 'once' ? '' : `${frequencyLabel(gift.frequency).toLowerCase()} `}gift to ${o.stationName}.`,
    '',
    `Receipt number: ${gift.receiptNumber}`,
    `Received by: ${c.legalName}`,
    `Tax ID (EIN): ${c.taxId}`,
    `Date: ${longDate(gift.paidAt, o.zone)}`,
    `Fund: ${gift.fundName}`,
    `Gift: ${dollars(gift.amountCents)}`,
    ...(gift.feeCents > 0 ? [`Processing fee you covered: ${dollars(gift.feeCents)}`] : []),
    `Total: ${dollars(gift.amountCents + gift.feeCents)}`,
    ...(gift.cardBrand ? [`Paid with: ${gift.cardBrand} ending in ${gift.cardLast4}`] : []),
    ...(!gift.cardBrand && gift.paymentMethod === 'bank' ? ['Paid with: US bank account'] : []),
    '',
    paymentMessages.noGoods,
    ...(c.taxStatus ? [c.taxStatus] : []),
    ...(c.address ? ['', `${c.legalName}, ${c.address}`] : []),
    ...(o.manageUrl ? ['', `See and manage your giving: ${o.manageUrl}`] : []),
  ];
  return {
    subject: `${o.testMode ? '[TEST MODE] ' : ''}Your gift to ${o.stationName}: receipt #${gift.receiptNumber}`,
    text: lines.join('\n'),
  };
}

/** The year-end giving statement as a PDF: every gift of the year and the total (less refunds). */
export function statementPdf(
  gifts: GiftRow[],
  o: { year: number; donorName: string; donorEmail: string; content: GivingContent; zone: string; testMode: boolean },
): Promise<Buffer> {
  const PdfDocument = loadPdfKit();
  const doc = new PdfDocument({ size: 'LETTER', margin: 56, info: { Title: `Giving statement ${o.year}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const c = o.content;
  if (o.testMode) doc.fontSize(10).fillColor('#b91c1c').text(`${paymentMessages.testMode}: no real money moved.`).fillColor('black');
  doc.fontSize(18).text(`${c.legalName}`);
  doc.fontSize(10).text(`Tax ID (EIN): ${c.taxId}`);
  if (c.address) doc.text(c.address);
  doc.moveDown();
  doc.fontSize(14).text(`Giving statement for ${o.year}`);
  doc.fontSize(11).text(`${o.donorName || 'Donor'} <${o.donorEmail}>`);
  doc.moveDown();
  let total = 0;
  for (const g of gifts) {
    const net = g.amountCents + g.feeCents - g.refundedCents;
    total += net;
    const refunded = g.refundedCents > 0 ? ` (refunded ${dollars(g.refundedCents)})` : '';
    doc
      .fontSize(10)
      .text(
        `${longDate(g.paidAt, o.zone)}  ·  Receipt ${g.receiptNumber}  ·  ${g.fundName}  ·  ${dollars(g.amountCents + g.feeCents)}${refunded}`,
      );
  }
  if (gifts.length === 0) doc.fontSize(10).text('No gifts were received this year.');
  doc.moveDown();
  doc.fontSize(12).text(`Total given in ${o.year}: ${dollars(total)}`);
  doc.moveDown();
  doc.fontSize(9).text(paymentMessages.noGoods);
  if (c.taxStatus) doc.text(c.taxStatus);
  doc.end();
  return done;
}
