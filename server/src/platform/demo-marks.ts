import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoItems } from '../db/schema/demo.ts';

/**
 * What the demo station wrote, kept by kind (`community.thread`, `site.sponsor`…) so that removing
 * the demo takes away exactly that: a module marks what its demo content creates, and on removal
 * asks for its own kinds. The station's own posts, members and uploads are never marked.
 */
export interface DemoMarks {
  mark(kind: string, ids: readonly string[], tx?: Db): Promise<void>;
  ids(kind: string, tx?: Db): Promise<string[]>;
  /** Forgets the kind's marks (after the module removed the items). */
  forget(kind: string, tx?: Db): Promise<void>;
  /** Whether anything of the demo is left. */
  any(): Promise<boolean>;
}

export function createDemoMarks(db: Db): DemoMarks {
  return {
    async mark(kind, ids, tx) {
      if (ids.length === 0) return;
      await (tx ?? db)
        .insert(demoItems)
        .values(ids.map((id) => ({ kind, id })))
        .onConflictDoNothing();
    },
    async ids(kind, tx) {
      return (await (tx ?? db).select({ id: demoItems.id }).from(demoItems).where(eq(demoItems.kind, kind))).map((r) => r.id);
    },
    async forget(kind, tx) {
      await (tx ?? db).delete(demoItems).where(eq(demoItems.kind, kind));
    },
    async any() {
      return (await db.select({ id: demoItems.id }).from(demoItems).limit(1)).length > 0;
    },
  };
}
