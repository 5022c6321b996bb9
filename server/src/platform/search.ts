import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import type { SearchType } from '@selah/contracts/search';

/**
 * The site search's shared vocabulary. Each module gives the SQL of its own matches, from its own
 * tables, and turns its rows into `SearchHit`s; `searchAll` runs the asked modules' statements in
 * one round trip, and the search module merges the hits into one ranked list and
 * makes the snippets. Nothing here knows a module.
 */

/** What a person typed, ready for the database. */
export interface SearchTerms {
  /** A tsquery for to_tsquery('simple', …): every word must match, each as a prefix ("grocer" finds "groceries"). */
  tsquery: string;
  /** The words, lower-cased. */
  words: string[];
}

export interface SearchHit {
  id: string;
  type: SearchType;
  category: string | null;
  title: string;
  /** Plain text; the snippet is cut from it. */
  description: string;
  author: string;
  duration: number | null;
  timestamp: string | null;
  url: string;
  /** ts_rank for a word match; typo matches rank below every word match. */
  rank: number;
}

/**
 * A module's part in the site search. Every asked source's statement runs in one round trip
 * (`searchAll`), so a source gives its SQL rather than running it.
 */
export interface SearchSource<Row = never> {
  type: SearchType;
  /** One statement answering the best `limit` word matches (each row with a `rank` column). */
  matches(terms: SearchTerms, limit: number): SQL;
  /** Its rows as hits. The rows come as JSON: timestamps are ISO strings. */
  hits(rows: Row[]): SearchHit[] | Promise<SearchHit[]>;
}

/**
 * The sources' best matches in one statement (a UNION ALL of each source's, run prepared: the
 * statement's text depends only on which sources are asked). Each row travels as JSON so every
 * source keeps its own columns.
 */
export async function searchAll(
  db: Db,
  sources: ReadonlyArray<SearchSource<never>>,
  terms: SearchTerms,
  limit: number,
): Promise<SearchHit[]> {
  if (!sources.length) return [];
  const rows = await preparedRows<{ source: number; row: never }>(
    db,
    sql.join(
      sources.map((s, i) => sql`(SELECT ${sql.raw(String(i))} AS source, row_to_json(m) AS row FROM (${s.matches(terms, limit)}) m)`),
      sql` UNION ALL `,
    ),
  );
  const bySource = sources.map((_, i) => rows.filter((r) => r.source === i).map((r) => r.row));
  return (await Promise.all(sources.map((s, i) => (bySource[i]!.length ? s.hits(bySource[i]!) : [])))).flat();
}

export function searchTerms(input: string): SearchTerms | null {
  const words = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  return { tsquery: words.map((w) => `${w}:*`).join(' & '), words };
}

/** How many of a kind's newest rows are tried before its index is asked. */
const NEWEST = 500;
/** At most this many index matches are ranked (a word common to thousands of posts costs no more). */
const RANKED = 300;
/** Typo matches rank below every word match: their ts_rank is multiplied by this. */
export const TYPO_RANK = 0.001;

export interface BestMatches {
  /** The table with its alias `x`, e.g. sql`threads x`; joins may follow. */
  from: SQL;
  /** Which rows anyone may find (public, published). */
  visible: SQL;
  /** The kind's newest-first order, served by a list index. */
  newest: SQL;
  /** The match condition on `x`, served by a GIN index. */
  match: SQL;
  /** The rank of a matched `x`. */
  rank: SQL;
  /** The columns answered, from `x`. */
  columns: SQL;
  limit: number;
}

/**
 * One kind's best `limit` matches, in one statement whose cost is bounded both ways without
 * knowing how common the words are. First the kind's newest rows are read in the order of its
 * list index and checked (cheap when the words are common: a few hundred rows hold enough). Only
 * when fewer than `limit` match there is the GIN index asked (cheap when the words are rare),
 * and at most RANKED of its matches are ranked. The MATERIALIZED step keeps the planner from
 * trading the index for a sequential scan it expects to stop early (prefix words have no
 * statistics, so its guess of how many rows match is blind).
 */
export function bestMatches(p: BestMatches): SQL {
  return sql`WITH newest AS (
      SELECT ${p.columns}, ${p.rank} AS rank
      FROM (SELECT * FROM ${p.from} WHERE ${p.visible} ORDER BY ${p.newest} LIMIT ${NEWEST}) x WHERE ${p.match} LIMIT ${p.limit}),
    found AS MATERIALIZED (SELECT x.* FROM ${p.from} WHERE ${p.visible} AND ${p.match} AND (SELECT count(*) FROM newest) < ${p.limit}),
    indexed AS (SELECT ${p.columns}, ${p.rank} AS rank FROM (SELECT * FROM found LIMIT ${RANKED}) x)
    SELECT * FROM (SELECT * FROM newest WHERE (SELECT count(*) FROM newest) >= ${p.limit} UNION ALL SELECT * FROM indexed) m
    ORDER BY rank DESC LIMIT ${p.limit}`;
}

/**
 * The words as they were probably meant, or null when nothing known is like them or the guess
 * would search for what was already searched. Each word is replaced by the three known words
 * (search_words: the words of titles and hosts, migration 0016) most like it by trigrams
 * (pg_trgm's `%`, similarity ≥ 0.3), itself among them when it is known: "prayr" becomes
 * "prayer", "psalms" also "psalm". Every word is searched as a prefix, so an alternative that
 * starts with another ("hopeful" beside "hope") adds nothing and is dropped; when each word is
 * left as typed (two known words that are rarely together), there is nothing to search again.
 * Numbers and words under three letters are kept as typed.
 */
export async function correctedTerms(db: Db, terms: SearchTerms): Promise<SearchTerms | null> {
  const doubtful = [...new Set(terms.words.filter((w) => w.length >= 3 && w.length <= 40 && !/\p{N}/u.test(w)))];
  if (!doubtful.length) return null;
  const rows = await preparedRows<{ q: string; word: string }>(
    db,
    sql.join(
      doubtful.map(
        (w) => sql`(SELECT ${w}::text AS q, s.word FROM (
            SELECT word FROM search_words WHERE word % ${w} ORDER BY similarity(word, ${w}) DESC, word LIMIT 3) s
          )`,
      ),
      sql` UNION ALL `,
    ),
  );
  const alternatives = new Map<string, string[]>();
  for (const r of rows) alternatives.set(r.q, [...(alternatives.get(r.q) ?? []), r.word]);
  for (const [w, alt] of alternatives)
    alternatives.set(
      w,
      alt.filter((a) => !alt.some((b) => b !== a && a.startsWith(b))),
    );
  const changed = [...alternatives].some(([w, alt]) => alt.length !== 1 || alt[0] !== w);
  if (!changed) return null;
  const part = (w: string) => {
    const alt = alternatives.get(w);
    return alt ? `(${alt.map((a) => `${a}:*`).join(' | ')})` : `${w}:*`;
  };
  return { tsquery: terms.words.map(part).join(' & '), words: terms.words.map((w) => alternatives.get(w)?.[0] ?? w) };
}
