import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { readStationContent, seedStationContent } from './site.repo.ts';

export async function seedStationFromContent(db: Db, contentDir: string): Promise<void> {
  const file = path.join(contentDir, 'station.json');
  const content = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  await seedStationContent(db, content);
}

export { readStationContent };
