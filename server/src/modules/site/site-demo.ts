import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import { readStationContent, seedStationContent, writeStationContent } from './site.repo.ts';

/** The parts of the station's content that are lists of things with ids, and the demo kind of each. */
const lists = {
  sponsors: 'site.sponsor',
  team: 'site.team',
  sponsorPackages: 'site.sponsor-package',
  adPackages: 'site.ad-package',
} as const;

/**
 * First start: the demo station's identity and pages from content/station.json, each demo item
 * marked, so the setup's "start empty" (or "remove the demo" later) takes exactly them away.
 * The privacy and terms pages are the station's own from the start (plain texts every station needs).
 */
export async function seedSiteContent(db: Db, contentDir: string, marks: DemoMarks): Promise<void> {
  const content = JSON.parse(await fs.readFile(path.join(contentDir, 'station.json'), 'utf8')) as Record<string, unknown>;
  const written = new Set(await seedStationContent(db, content));
  for (const [key, kind] of Object.entries(lists)) {
    if (!written.has(key)) continue;
    await marks.mark(
      kind,
      ((content[key] ?? []) as Array<{ id: string }>).map((x) => x.id),
    );
  }
  if (written.has('about')) await marks.mark('site.about', ['about']);
  if (written.has('station')) await marks.mark('site.identity', ['station']);
}

/** Takes the demo's sponsors, team, packages and About text away; what the station added or wrote stays. */
export async function removeSiteDemo(db: Db, marks: DemoMarks, now: Date): Promise<void> {
  const content = await readStationContent(db);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const [key, kind] of Object.entries(lists)) {
      const demo = new Set(await marks.ids(kind, t));
      const list = (content[key] ?? []) as Array<{ id: string }>;
      const kept = list.filter((x) => !demo.has(x.id));
      if (kept.length !== list.length) await writeStationContent(t, key, kept, now);
      await marks.forget(kind, t);
    }
    if ((await marks.ids('site.about', t)).length > 0) {
      const station = (content.station ?? {}) as { description?: string; tagline?: string };
      const about = { mission: station.description || station.tagline || '', story: [], values: [], stats: [] };
      await writeStationContent(t, 'about', about, now);
      await marks.forget('site.about', t);
    }
  });
}
