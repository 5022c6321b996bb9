import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's full-text vector. The tables' `search` columns are generated from their text (see
 * the migrations) and read only in raw SQL; a pgTable names them so its columns match the table.
 */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** See 0016_search.sql: every word people search by, kept once, matched by trigram for typos. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);
