import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface ShowRow {
  id: string;
  title: string;
  description: string;
  category: string;
  host: string;
  artworkFile: string | null;
  feedGuid: string;
  explicit: boolean;
  featured: boolean;
  createdAt: string;
  episodeCount: number;
}

const showColumns = sql`s.id, s.title, s.description, s.category, s.host, s.artwork_file AS "artworkFile", s.feed_guid AS "feedGuid",
  s.explicit, s.featured, s.created_at AS "createdAt",
  (SELECT count(*)::int FROM media_episodes e WHERE e.show_id = s.id AND e.status = 'published') AS "episodeCount"`;

export async function listShows(db: Db): Promise<ShowRow[]> {
  return queryRows<ShowRow>(db, sql`SELECT ${showColumns} FROM media_shows s ORDER BY s.featured DESC, s.title`);
}

export async function findShow(db: Db, id: string): Promise<ShowRow | null> {
  const rows = await queryRows<ShowRow>(db, sql`SELECT ${showColumns} FROM media_shows s WHERE s.id = ${id}::uuid`);
  return rows[0] ?? null;
}

export async function findShowByTitle(db: Db, title: string): Promise<ShowRow | null> {
  const rows = await queryRows<ShowRow>(db, sql`SELECT ${showColumns} FROM media_shows s WHERE lower(s.title) = lower(${title})`);
  return rows[0] ?? null;
}

export async function insertShow(
  db: Db,
  s: { title: string; description: string; category: string; host: string; featured: boolean; artworkFile: string | null },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO media_shows (title, description, category, host, featured, artwork_file)
        VALUES (${s.title}, ${s.description}, ${s.category}, ${s.host}, ${s.featured}, ${s.artworkFile}) RETURNING id`,
  );
  return row!.id;
}

export async function countShows(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM media_shows`);
  return row!.n;
}
