import { sql, type SQL } from 'drizzle-orm';
import { paths } from '@selah/contracts/paths';
import { bestMatches, type SearchHit, type SearchSource, type SearchTerms } from '../../platform/search.ts';

interface MediaHitRow {
  id: string;
  category: string;
  title: string;
  description: string;
  author: string;
  duration: number;
  ts: string | Date | null;
  rank: number;
}

interface Kind {
  type: 'episode' | 'video';
  table: SQL;
  columns: SQL;
  /** What a typo match compares with the words. */
  titled: SQL;
  url: (id: string) => string;
}

const kinds: Kind[] = [
  {
    type: 'episode',
    table: sql`media_episodes x`,
    // The episode's host, else its show's.
    columns: sql`x.id::text AS id, x.category, x.title, x.description,
      COALESCE(NULLIF(x.host, ''), (SELECT s.host FROM media_shows s WHERE s.id = x.show_id), '') AS author,
      x.duration_seconds AS duration, x.published_at AS ts`,
    titled: sql`(x.title || ' ' || x.host)`,
    url: paths.episode.getHref,
  },
  {
    type: 'video',
    table: sql`media_videos x`,
    columns: sql`x.id::text AS id, x.category, x.title, x.description, '' AS author, x.duration_seconds AS duration, x.published_at AS ts`,
    titled: sql`x.title`,
    url: paths.video.getHref,
  },
];

const visible = sql`x.status = 'published'`;
const newest = sql`x.published_at DESC, x.id DESC`;

const toHit =
  (kind: Kind) =>
  (r: MediaHitRow): SearchHit => ({
    id: r.id,
    type: kind.type,
    category: r.category,
    title: r.title,
    description: r.description,
    author: r.author,
    duration: Number(r.duration),
    timestamp: r.ts ? new Date(r.ts).toISOString() : null,
    url: kind.url(r.id),
    rank: Number(r.rank),
  });

/** Published episodes (title, host, description) and videos (title, description) for the site search. */
export function mediaSearchSources(): Array<SearchSource<MediaHitRow>> {
  return kinds.map((kind) => ({
    type: kind.type,
    matches(terms: SearchTerms, limit: number) {
      const tsq = sql`to_tsquery('simple', ${terms.tsquery})`;
      return bestMatches({
        from: kind.table,
        visible,
        newest,
        match: sql`x.search @@ ${tsq}`,
        rank: sql`ts_rank(x.search, ${tsq})::float8`,
        columns: kind.columns,
        limit,
      });
    },
    hits: (rows) => rows.map(toHit(kind)),
  }));
}
