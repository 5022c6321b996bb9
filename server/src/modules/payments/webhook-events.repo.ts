import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Stripe events already applied, by id. */

/** True the first time an event id is seen. */
export async function markWebhookHandled(db: Db, eventId: string, type: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ eventId: string }>(
    db,
    sql`INSERT INTO payment_webhook_events (event_id, type, received_at) VALUES (${eventId}, ${type}, ${now})
        ON CONFLICT (event_id) DO NOTHING RETURNING event_id AS "eventId"`,
  );
  return rows.length > 0;
}

export async function webhookHandled(db: Db, eventId: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = ${eventId}`);
  return (rows[0]?.n ?? 0) > 0;
}
