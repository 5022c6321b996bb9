import { sql } from 'drizzle-orm';
/** A timestamp column's value as a Date (null stays null). */
export const toDate = (v: unknown) => (v instanceof Date ? v : v == null ? null : new Date(String(v)));

/** The gifts that count (in totals, statements, drives): neither a bank payment still clearing nor one the bank returned. */
export const counted = sql.raw(`g.status NOT IN ('processing', 'failed')`);
