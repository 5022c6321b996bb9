import { index, pgTable, text } from 'drizzle-orm/pg-core';

// A table's generated columns (the `search` vectors of threads, events, programs, episodes and
// videos) are written by the database and read only in raw SQL, so they are left out of the
// pgTables: a whole row read and written back through drizzle would otherwise carry them into
// the update, which PostgreSQL refuses. schema-drift.test.ts expects exactly that.

/** See 0016_search.sql: every word people search by, kept once, matched by trigram for typos. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);
