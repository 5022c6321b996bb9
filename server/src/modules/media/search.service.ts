import { searchQuery, searchTypes, type SearchQuery, type SearchResult } from '@selah/contracts/media';
import { categoryLabel } from '@selah/contracts/community';
import { paths } from '@selah/contracts/paths';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { prefixQuery } from './media.repo.ts';
import { MARK_END, MARK_START, search, type SearchRow } from './search.repo.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';

/** Escapes the text, then turns the database's marks into `<mark>`: the only markup a snippet carries. */
export function markSnippet(raw: string): string {
  return escapeHtml(raw).split(MARK_START).join('<mark>').split(MARK_END).join('</mark>');
}

const urlOf = (r: SearchRow) => {
  switch (r.type) {
    case 'episode':
      return paths.episode.getHref(r.id);
    case 'video':
      return paths.video.getHref(r.id);
    case 'community':
      return paths.community.getHref({ thread: r.id });
    case 'live':
      return paths.live.getHref();
  }
};

/** The accepted spellings of a type (the spec's dialog says "communitys", "lives"). */
const aliases: Record<string, string> = {
  episodes: 'episode',
  communitys: 'community',
  threads: 'community',
  videos: 'video',
  lives: 'live',
};

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({ db }: { db: Db }) {
  return {
    async search(input: SearchQuery): Promise<SearchResult[]> {
      const q = searchQuery.parse(input);
      const words = prefixQuery(q.query);
      if (!words) return [];
      const asked = q.type
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean)
        .map((t) => aliases[t] ?? t);
      const types = new Set(asked.length === 0 || asked.includes('all') ? searchTypes : asked);
      const unknown = [...types].filter((t) => !(searchTypes as readonly string[]).includes(t));
      if (unknown.length) {
        const message = `Search types are ${searchTypes.join(', ')} or all.`;
        throw badRequest(message, { type: message });
      }
      const rows = await search(db, words, types, q.limit);
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        category: r.type === 'community' ? categoryLabel(r.category ?? '') : r.category,
        title: r.title,
        description: r.description.slice(0, 300),
        snippet: markSnippet(r.snippet),
        author: r.author,
        duration: r.duration,
        timestamp: r.timestamp,
        url: urlOf(r),
      }));
    },
  };
}
