import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What the demo station wrote: a module's kind of thing (`community.thread`) and its id. */
export const demoItems = pgTable('demo_items', { kind: text('kind').notNull(), id: text('id').notNull() }, (t) => [
  primaryKey({ columns: [t.kind, t.id] }),
]);
