import { stationContent } from '../../db/schema/site.ts';
import type { Db } from '../../db/client.ts';

export async function seedStationContent(db: Db, content: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(content).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  // First start only: what the station team edits later is never overwritten.
  await db.insert(stationContent).values(rows).onConflictDoNothing();
}

export async function readStationContent(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(stationContent);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
