import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** A visitor's manage links, kept as hashes. */

export async function insertManageToken(db: Db, hash: string, email: string, now: Date, expiresAt: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO payment_manage_tokens (token_hash, donor_email, created_at, expires_at) VALUES (${hash}, ${email}, ${now}, ${expiresAt})`,
  );
}

export async function findManageToken(db: Db, hash: string, now: Date): Promise<string | null> {
  const [r] = await queryRows<{ email: string }>(
    db,
    sql`SELECT donor_email AS email FROM payment_manage_tokens WHERE token_hash = ${hash} AND expires_at > ${now}`,
  );
  return r?.email ?? null;
}
