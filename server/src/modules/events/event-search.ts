import { sql } from 'drizzle-orm';
import { paths } from '@selah/contracts/paths';
import type { Clock } from '../../platform/time/clock.ts';
import { type SearchHit, type SearchSource, type SearchTerms } from '../../platform/search.ts';
import { whereOf } from './event-changes.ts';

/** Events that ended longer ago than this are no longer found. */
const RECENT_MS = 30 * 24 * 3_600_000;

interface EventHitRow {
  id: string;
  title: string;
  description: string;
  category: string;
  startsAt: string | Date;
  location: string | null;
  isOnline: boolean;
  rank: number;
}

const columns = sql`x.id::text AS id, x.title, x.description, x.category, x.starts_at AS "startsAt", x.location,
  x.is_online AS "isOnline"`;

/** 'bible-study' → 'Bible Study'. */
const label = (category: string) => category.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

const toHit = (r: EventHitRow): SearchHit => ({
  id: r.id,
  type: 'event',
  category: label(r.category),
  title: r.title,
  description: r.description,
  // Where it is held, in the place of an author.
  author: whereOf(r),
  duration: null,
  timestamp: new Date(r.startsAt).toISOString(),
  url: paths.event.getHref(r.id),
  rank: Number(r.rank),
});

/**
 * The events' part in the site search: upcoming events and those of the last 30 days (every
 * event is public), by the words of their title, place and description; the soonest first
 * among equally good matches.
 */
export function createEventSearch({ clock }: { clock: Clock }): SearchSource<EventHitRow> {
  const visible = () => sql`x.ends_at > ${new Date(clock.now().getTime() - RECENT_MS).toISOString()}::timestamptz`;
  return {
    type: 'event',
    matches(terms: SearchTerms, limit: number) {
      const tsq = sql`to_tsquery('simple', ${terms.tsquery})`;
      return sql`SELECT ${columns}, ts_rank(x.search, ${tsq})::float8 AS rank FROM events x
          WHERE ${visible()} AND x.search @@ ${tsq} ORDER BY rank DESC, x.starts_at LIMIT ${limit}`;
    },
    hits: (rows) => rows.map(toHit),
  };
}
