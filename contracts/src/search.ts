import { z } from 'zod';

/** Spec §7: what the site search finds (the dialog's type chips). */
export const searchTypes = ['episode', 'community', 'video', 'live', 'event'] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchMessages = {
  noResults: (query: string) => `No results found for "${query}"`,
  searchHint: 'Search episodes, discussions, videos, events and live shows',
  noResultsHint: 'Try searching with different keywords',
  badTypes: (types: string) => `Search types are ${types} or all.`,
} as const;

/** Spec §3 Search result, plus where it opens and a snippet with `<mark>` around the matched words. */
export const searchResult = z.object({
  id: z.string(),
  type: z.enum(searchTypes),
  category: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** The description's matching passage; only `<mark>`/`</mark>` are markup, all else is escaped text. */
  snippet: z.string(),
  author: z.string(),
  duration: z.number().nullable(),
  timestamp: z.string().nullable(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchResults = z.array(searchResult);

export const searchQuery = z.object({
  query: z.string().trim().max(200, 'Searches must be less than 200 characters.').optional().default(''),
  /** A comma list of types, or all. */
  type: z.string().max(100).optional().default('all'),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type SearchQuery = z.input<typeof searchQuery>;
