import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/**
 * A member's gifts and receipts, and their monthly gifts, for their data export: what the station
 * keeps (amounts, dates, funds, receipt numbers, the card's brand and last four), nothing more —
 * never a processor's payment token.
 */
export async function givingDataOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const [gifts, monthlyGifts] = await Promise.all([
    queryRows(
      db,
      sql`SELECT g.receipt_number AS "receiptNumber", g.paid_at AS "paidAt", f.name AS fund, g.frequency,
            g.amount_cents AS "amountCents", g.fee_cents AS "feeCents", g.currency, g.refunded_cents AS "refundedCents",
            g.status, g.donor_name AS "donorName", g.donor_email AS "donorEmail", g.donor_message AS "message",
            g.card_brand AS "cardBrand", g.card_last4 AS "cardLast4"
          FROM payment_gifts g JOIN payment_funds f ON f.id = g.fund_id
          WHERE g.user_id = ${userId}::uuid ORDER BY g.paid_at, g.receipt_number`,
    ),
    queryRows(
      db,
      sql`SELECT p.id, f.name AS fund, p.amount_cents AS "amountCents", p.fee_cents AS "feeCents", p.currency, p.status,
            p.next_charge_at AS "nextChargeAt", p.card_brand AS "cardBrand", p.card_last4 AS "cardLast4", p.created_at AS "createdAt"
          FROM payment_plans p JOIN payment_funds f ON f.id = p.fund_id
          WHERE p.user_id = ${userId}::uuid ORDER BY p.created_at`,
    ),
  ]);
  return { gifts, monthlyGifts };
}

/**
 * A deleted account's giving: the gifts stay for the station's tax records (the donor's name and
 * email on each, as its receipt requires) but no longer point at the account; so do the checkout
 * attempts and monthly gifts (a monthly gift is still managed from the link mailed to its donor).
 */
export async function forgetGivingMember(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE payment_gifts SET user_id = NULL WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`UPDATE payment_intents SET user_id = NULL WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`UPDATE payment_plans SET user_id = NULL WHERE user_id = ${userId}::uuid`);
}
