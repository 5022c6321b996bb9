import { searchTerms } from '../../platform/search.ts';

/** A timestamp column as an ISO string (null stays null). */
export const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

/** Words → a prefix query: every word must match the start of a word ("grocer" finds "groceries"). */
export function prefixQuery(search: string): string | null {
  return searchTerms(search)?.tsquery ?? null;
}
