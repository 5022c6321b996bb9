import { sql } from 'drizzle-orm';
import { categoryLabel } from '@selah/contracts/community';
import { paths } from '@selah/contracts/paths';
import { bestMatches, type SearchHit, type SearchSource, type SearchTerms } from '../../platform/search.ts';
import type { MembersService } from '../accounts/index.ts';

interface ThreadHitRow {
  id: string;
  authorId: string;
  isAnonymous: boolean;
  category: string;
  title: string;
  content: string;
  createdAt: string | Date;
  rank: number;
}

const columns = sql`x.id::text AS id, x.author_id AS "authorId", x.is_anonymous AS "isAnonymous", x.category, x.title, x.content,
  x.created_at AS "createdAt"`;
const visible = sql`NOT x.is_hidden`;
const newest = sql`x.is_pinned DESC, x.last_activity_at DESC, x.id DESC`;

/**
 * The community's part in the site search: public threads only (hidden ones never), by the
 * words of their title and body; an anonymous author is never named and their id never leaves.
 */
export function createThreadSearch({ members }: { members: Pick<MembersService, 'authorsByIds'> }): SearchSource<ThreadHitRow> {
  async function toHits(rows: ThreadHitRow[]): Promise<SearchHit[]> {
    const authors = await members.authorsByIds(rows.filter((r) => !r.isAnonymous).map((r) => r.authorId));
    return rows.map((r) => {
      const author = r.isAnonymous ? null : authors.get(r.authorId);
      return {
        id: r.id,
        type: 'community',
        category: categoryLabel(r.category),
        title: r.title,
        description: r.content,
        author: r.isAnonymous ? 'Anonymous Member' : author ? author.displayName || author.username : 'Former member',
        duration: null,
        timestamp: new Date(r.createdAt).toISOString(),
        url: paths.community.getHref({ thread: r.id }),
        rank: Number(r.rank),
      };
    });
  }

  return {
    type: 'community',
    matches(terms: SearchTerms, limit: number) {
      const tsq = sql`to_tsquery('simple', ${terms.tsquery})`;
      return bestMatches({
        from: sql`threads x`,
        visible,
        newest,
        match: sql`x.search_simple @@ ${tsq}`,
        rank: sql`ts_rank(x.search_simple, ${tsq})::float8`,
        columns,
        limit,
      });
    },
    hits: toHits,
  };
}
