import { sql } from 'drizzle-orm';
import { paymentMessages, type Frequency, type OnAirThank } from '@selah/contracts/payments';
import { queryRows } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { PaymentsContext } from './payments.context.ts';
import { counted, toDate } from './row-dates.ts';

const WINDOW_MS = 7 * 86_400_000;

interface ThankRow {
  id: string;
  name: string;
  amountCents: number;
  sayAmount: boolean;
  frequency: Frequency;
  paidAt: Date;
  thankedAt: Date | null;
}

/**
 * Thanks on air: the studio sees the gifts of the last week whose donors allowed it, by the name
 * they gave for it (never their account's or their receipt's name) and the amount only if they
 * chose. A bank gift appears once it has cleared. The host marks each one thanked.
 */
export function createOnAirService(ctx: PaymentsContext) {
  const { db, clock } = ctx.deps;
  return {
    async onAirThanks(): Promise<{ thanks: OnAirThank[] }> {
      const since = new Date(clock.now().getTime() - WINDOW_MS);
      const rows = await queryRows<ThankRow>(
        db,
        sql`SELECT g.id, g.on_air_name AS name, g.amount_cents AS "amountCents", g.on_air_amount AS "sayAmount",
              g.frequency, g.paid_at AS "paidAt", g.thanked_at AS "thankedAt"
            FROM payment_gifts g
            WHERE g.on_air_name IS NOT NULL AND g.paid_at >= ${since} AND ${counted} AND g.status <> 'refunded'
            ORDER BY g.thanked_at IS NOT NULL, g.paid_at DESC, g.receipt_number DESC LIMIT 50`,
      );
      return {
        thanks: rows.map((r) => ({
          id: r.id,
          name: r.name,
          amountCents: r.sayAmount ? Number(r.amountCents) : null,
          frequency: r.frequency,
          paidAt: toDate(r.paidAt)!.toISOString(),
          thankedAt: r.thankedAt ? toDate(r.thankedAt)!.toISOString() : null,
        })),
      };
    },

    /** The host read it on air: marked once (a second press keeps the first time). */
    async markThanked(id: string): Promise<void> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE payment_gifts g SET thanked_at = coalesce(g.thanked_at, ${clock.now()})
            WHERE g.id = ${id} AND g.on_air_name IS NOT NULL AND ${counted} RETURNING g.id`,
      );
      if (rows.length === 0) throw notFound(paymentMessages.thankNotFound);
      await ctx.announce();
    },
  };
}
