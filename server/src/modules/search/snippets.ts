import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';

/** Marks around matched words in snippets: control characters people cannot type (the input guard refuses them). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/**
 * The snippets of the answered rows only: each description's best passage (at most 5,000
 * characters read) with MARK_START/MARK_END around the matched words, in the given order.
 */
export async function snippets(db: Db, tsquery: string, texts: string[]): Promise<string[]> {
  if (!texts.length) return [];
  const opts = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = await preparedRows<{ snippet: string }>(
    db,
    sql`SELECT ts_headline('simple', left(t.text, 5000), to_tsquery('simple', ${tsquery}), ${opts}) AS snippet
        FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS t(text, n) ORDER BY t.n`,
  );
  return rows.map((r) => r.snippet);
}
