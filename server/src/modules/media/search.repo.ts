import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface SearchRow {
  id: string;
  type: 'episode' | 'community' | 'video' | 'live';
  category: string | null;
  title: string;
  description: string;
  snippet: string;
  author: string;
  duration: number | null;
  timestamp: string | null;
  rank: number;
}

/** Marks around matched words in snippets: control characters people cannot type (the input guard refuses them). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';
/** How many of each kind's newest matches are ranked. */
const CANDIDATES = 200;

/** Each kind's matching rows, as the candidates subquery reads them. */
const matches = {
  episode: (tsq: SQL) => sql`SELECT * FROM media_episodes WHERE status = 'published' AND search @@ ${tsq}`,
  video: (tsq: SQL) => sql`SELECT * FROM media_videos WHERE status = 'published' AND search @@ ${tsq}`,
  community: (tsq: SQL) => sql`SELECT * FROM threads WHERE NOT is_hidden AND search_simple @@ ${tsq}`,
};
const newestFirst = {
  episode: sql`ORDER BY published_at DESC, id DESC`,
  video: sql`ORDER BY published_at DESC, id DESC`,
  community: sql`ORDER BY is_pinned DESC, last_activity_at DESC, id DESC`,
};
type Kind = keyof typeof matches;

/**
 * One ranked list across the kinds asked for. Each kind answers its best `limit` by ts_rank over
 * its own GIN-indexed, unstemmed ('simple') vector with a prefix query, so "grocer" finds
 * "groceries"; snippets are made only for the rows that are returned. The same SQL runs on
 * PGlite and PostgreSQL.
 *
 * Cost is bounded both ways. A probe first counts each kind's matches up to CANDIDATES + 1
 * through the GIN index (sequential scans are switched off for it, so a rare word never reads
 * the whole table). A kind with few matches ranks them all; one with more (a word common to
 * thousands of posts) ranks only its CANDIDATES newest, read in the order of its list index.
 */
export async function search(db: Db, q: string, types: ReadonlySet<string>, limit: number): Promise<SearchRow[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const tsq = sql`to_tsquery('simple', ${q})`;
    const kinds = (['episode', 'video', 'community'] as const).filter((k) => types.has(k));
    const counts: Partial<Record<Kind, number>> = {};
    if (kinds.length) {
      await t.execute(sql`SET LOCAL enable_seqscan = off`);
      const [row] = await queryRows<Record<Kind, number>>(
        t,
        sql`SELECT ${sql.join(
          kinds.map((k) => sql`(SELECT count(*)::int FROM (${matches[k](tsq)} LIMIT ${CANDIDATES + 1}) m) AS ${sql.identifier(k)}`),
          sql`, `,
        )}`,
      );
      await t.execute(sql`SET LOCAL enable_seqscan = on`);
      Object.assign(counts, row);
    }
    const source = (k: Kind) =>
      (counts[k] ?? 0) > CANDIDATES ? sql`(${matches[k](tsq)} ${newestFirst[k]} LIMIT ${CANDIDATES})` : sql`(${matches[k](tsq)})`;
    const parts: SQL[] = [];
    if (counts.episode)
      parts.push(sql`(SELECT e.id::text, 'episode' AS type, e.category, e.title, e.description, COALESCE(NULLIF(e.host, ''), s.host, '') AS author,
        e.duration_seconds AS duration, e.published_at AS ts, ts_rank(e.search, ${tsq}) AS rank
      FROM ${source('episode')} e LEFT JOIN media_shows s ON s.id = e.show_id ORDER BY rank DESC LIMIT ${limit})`);
    if (counts.video)
      parts.push(sql`(SELECT v.id::text, 'video', v.category, v.title, v.description, '' AS author,
        v.duration_seconds, v.published_at, ts_rank(v.search, ${tsq}) AS rank
      FROM ${source('video')} v ORDER BY rank DESC LIMIT ${limit})`);
    if (counts.community)
      // Public threads only; an anonymous author is never named, and their id never leaves.
      parts.push(sql`(SELECT t.id::text, 'community', t.category, t.title, t.content,
        CASE WHEN t.is_anonymous THEN 'Anonymous Member' ELSE COALESCE(u.display_name, u.username, 'Former member') END,
        NULL::int, t.created_at, ts_rank(t.search_simple, ${tsq}) AS rank
      FROM ${source('community')} t LEFT JOIN users u ON u.id = t.author_id AND NOT t.is_anonymous ORDER BY rank DESC LIMIT ${limit})`);
    if (types.has('live'))
      parts.push(sql`(SELECT DISTINCT ON (p.title) p.id::text, 'live', p.category, p.title, p.description, p.host,
          ((p.end_hour - p.start_hour) * 3600)::int, NULL::timestamptz,
          ts_rank(to_tsvector('simple', p.title || ' ' || p.host || ' ' || p.description), ${tsq}) AS rank
        FROM programs p WHERE to_tsvector('simple', p.title || ' ' || p.host || ' ' || p.description) @@ ${tsq}
        ORDER BY p.title, p.weekday LIMIT ${limit})`);
    if (!parts.length) return [];
    const opts = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
    const rows = await queryRows<SearchRow & { ts: string | null }>(
      t,
      sql`SELECT r.id, r.type, r.category, r.title, r.description, r.author, r.duration, r.ts, r.rank::float8 AS rank,
            ts_headline('simple', left(r.description, 5000), ${tsq}, ${opts}) AS snippet
          FROM (SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) u (id, type, category, title, description, author, duration, ts, rank)
                ORDER BY rank DESC, ts DESC NULLS LAST LIMIT ${limit}) r
          ORDER BY r.rank DESC, r.ts DESC NULLS LAST`,
    );
    return rows.map(({ ts, ...r }) => ({ ...r, timestamp: ts ? new Date(ts).toISOString() : null }));
  });
}
