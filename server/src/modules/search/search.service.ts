import { searchMessages, searchQuery, searchTypes, type SearchQuery, type SearchResult, type SearchType } from '@selah/contracts/search';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { correctedTerms, searchAll, searchTerms, TYPO_RANK, type SearchHit, type SearchSource } from '../../platform/search.ts';
import { MARK_END, MARK_START, snippets } from './snippets.ts';

/** Escapes the text, then turns the database's marks into `<mark>`: the only markup a snippet carries. */
export function markSnippet(raw: string): string {
  return escapeHtml(raw).split(MARK_START).join('<mark>').split(MARK_END).join('</mark>');
}

/** The accepted spellings of a type (the spec's dialog says "communitys", "lives"). */
const aliases: Record<string, string> = {
  episodes: 'episode',
  communitys: 'community',
  threads: 'community',
  videos: 'video',
  lives: 'live',
  events: 'event',
};

/** Fewer word matches than this, and titles that look like the words (typos) are added. */
const FEW = 3;

const byRank = (a: SearchHit, b: SearchHit) =>
  b.rank - a.rank || (b.timestamp ?? '').localeCompare(a.timestamp ?? '') || a.id.localeCompare(b.id);

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * The site search: asks each module for its best matches (episodes and videos here; public
 * threads from community, events from events, the schedule's programs from radio) in one
 * statement, merges them into one ranked list, and makes snippets for the answered rows only.
 * When the words find little, misspelt words are corrected (pg_trgm over the words of titles)
 * and searched again, below the rest: "prayr" finds "prayer".
 */
export function createSearchService({ db, sources }: { db: Db; sources: Array<SearchSource<never>> }) {
  const parseTypes = (type: string): Set<SearchType> => {
    const asked = type
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean)
      .map((t) => aliases[t] ?? t);
    const types = new Set(asked.length === 0 || asked.includes('all') ? searchTypes : asked);
    const unknown = [...types].filter((t) => !(searchTypes as readonly string[]).includes(t));
    if (unknown.length) {
      const message = searchMessages.badTypes(searchTypes.join(', '));
      throw badRequest(message, { type: message });
    }
    return types as Set<SearchType>;
  };

  return {
    async search(input: SearchQuery): Promise<SearchResult[]> {
      const q = searchQuery.parse(input);
      const terms = searchTerms(q.query);
      if (!terms) return [];
      const types = parseTypes(q.type);
      const asked = sources.filter((s) => types.has(s.type));
      let hits = await searchAll(db, asked, terms, q.limit);
      let marks = terms.tsquery;
      const fixed = hits.length < FEW ? await correctedTerms(db, terms) : null;
      if (fixed) {
        const seen = new Set(hits.map((h) => `${h.type}:${h.id}`));
        const alike = await searchAll(db, asked, fixed, q.limit);
        hits = hits.concat(alike.filter((h) => !seen.has(`${h.type}:${h.id}`)).map((h) => ({ ...h, rank: h.rank * TYPO_RANK })));
        marks = `(${terms.tsquery}) | (${fixed.tsquery})`;
      }
      const top = hits.sort(byRank).slice(0, q.limit);
      const marked = await snippets(
        db,
        marks,
        top.map((h) => h.description),
      );
      return top.map(({ rank: _rank, ...h }, i) => ({ ...h, description: h.description.slice(0, 300), snippet: markSnippet(marked[i]!) }));
    },
  };
}
