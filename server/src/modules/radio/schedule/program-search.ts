import { sql } from 'drizzle-orm';
import { paths } from '@selah/contracts/paths';
import { type SearchHit, type SearchSource, type SearchTerms } from '../../../platform/search.ts';

interface ProgramHitRow {
  id: string;
  title: string;
  description: string;
  category: string;
  host: string;
  hours: number;
  rank: number;
}

const columns = sql`x.id::text AS id, x.title, x.description, x.category, x.host, (x.end_minute - x.start_minute) / 60.0 AS hours`;

const toHit = (r: ProgramHitRow): SearchHit => ({
  id: r.id,
  type: 'live',
  category: r.category,
  title: r.title,
  description: r.description,
  author: r.host,
  duration: Number(r.hours) * 3600,
  timestamp: null,
  url: paths.live.getHref(),
  rank: Number(r.rank),
});

/** A program airs on several days: each title is answered once (its best match). */
const once = (rows: ProgramHitRow[]) => {
  const seen = new Set<string>();
  return [...rows].sort((a, b) => b.rank - a.rank).filter((r) => !seen.has(r.title) && seen.add(r.title));
};

/** The radio's part in the site search: the weekly schedule's programs (they open /live). */
export function createProgramSearch(): SearchSource<ProgramHitRow> {
  return {
    type: 'live',
    matches(terms: SearchTerms, limit: number) {
      const tsq = sql`to_tsquery('simple', ${terms.tsquery})`;
      return sql`SELECT ${columns}, ts_rank(x.search, ${tsq})::float8 AS rank FROM programs x
          WHERE x.search @@ ${tsq} ORDER BY rank DESC, x.title, x.weekday LIMIT ${limit * 7}`;
    },
    hits: (rows) => once(rows).map(toHit),
  };
}
