import { sql } from 'drizzle-orm';
import type { AdminFund } from '@selah/contracts/admin-delivery';
import { queryRows, type Db } from '../../db/client.ts';

/** Every fund, archived ones too, with its number of gifts. */
export async function listAllFunds(db: Db): Promise<AdminFund[]> {
  return queryRows<AdminFund>(
    db,
    sql`SELECT f.id, f.name, NOT f.active AS archived,
          (SELECT count(*) FROM payment_gifts g WHERE g.fund_id = f.id)::int AS "giftCount"
        FROM payment_funds f ORDER BY f.sort, f.name`,
  );
}

/** Whether anything was given or begun to the fund: a gift, a monthly plan or a checkout. */
export async function fundInUse(db: Db, id: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM payment_gifts WHERE fund_id = ${id})
          OR EXISTS (SELECT 1 FROM payment_plans WHERE fund_id = ${id})
          OR EXISTS (SELECT 1 FROM payment_intents WHERE fund_id = ${id}) AS used`,
  );
  return Boolean(row?.used);
}

export async function insertFund(db: Db, id: string, name: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO payment_funds (id, name, sort) VALUES (${id}, ${name}, (SELECT coalesce(max(sort), -1) + 1 FROM payment_funds))`,
  );
}

export async function updateFund(db: Db, id: string, change: { name?: string; active?: boolean }): Promise<void> {
  if (change.name !== undefined) await db.execute(sql`UPDATE payment_funds SET name = ${change.name} WHERE id = ${id}`);
  if (change.active !== undefined) await db.execute(sql`UPDATE payment_funds SET active = ${change.active} WHERE id = ${id}`);
}

export async function deleteFund(db: Db, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM payment_funds WHERE id = ${id}`);
}
