import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { iso, prefixQuery } from './media-sql.ts';

export interface EpisodeRow {
  id: string;
  showId: string | null;
  showTitle: string | null;
  title: string;
  description: string;
  category: string;
  host: string;
  durationSeconds: number;
  audioFile: string;
  audioType: string;
  audioBytes: number;
  artworkFile: string | null;
  explicit: boolean;
  status: 'draft' | 'published';
  origin: 'upload' | 'recording';
  uploadedBy: string | null;
  publishedAt: string | null;
  createdAt: string;
  hasTranscript: boolean;
  hasChapters: boolean;
}

const hasText = (kind: 'transcript' | 'chapters') =>
  sql`EXISTS (SELECT 1 FROM media_timed_texts x WHERE x.episode_id = e.id AND x.kind = ${kind})`;

const episodeColumns = sql`e.id, e.show_id AS "showId", s.title AS "showTitle", e.title, e.description, e.category, e.host,
  e.duration_seconds AS "durationSeconds", e.audio_file AS "audioFile", e.audio_type AS "audioType",
  e.audio_bytes::float8 AS "audioBytes", COALESCE(e.artwork_file, s.artwork_file) AS "artworkFile", e.explicit, e.status,
  e.origin, e.uploaded_by AS "uploadedBy", e.published_at AS "publishedAt", e.created_at AS "createdAt",
  ${hasText('transcript')} AS "hasTranscript", ${hasText('chapters')} AS "hasChapters"`;

const normEpisode = (r: EpisodeRow): EpisodeRow => ({ ...r, publishedAt: iso(r.publishedAt), createdAt: iso(r.createdAt)! });

export interface EpisodeFilter {
  status: 'draft' | 'published';
  category?: string | undefined;
  showId?: string | undefined;
  search?: string | undefined;
  after?: { publishedAt: string; id: string } | null;
  offset?: number;
  limit: number;
}

export async function listEpisodes(db: Db, f: EpisodeFilter): Promise<EpisodeRow[]> {
  const where: SQL[] = [sql`e.status = ${f.status}`];
  if (f.category) where.push(sql`e.category = ${f.category}`);
  if (f.showId) where.push(sql`e.show_id = ${f.showId}::uuid`);
  const q = f.search ? prefixQuery(f.search) : null;
  if (q) where.push(sql`e.search @@ to_tsquery('simple', ${q})`);
  const orderKey = sql`COALESCE(e.published_at, e.created_at)`;
  if (!q && f.after) where.push(sql`(${orderKey}, e.id) < (${f.after.publishedAt}::timestamptz, ${f.after.id}::uuid)`);
  const order = q ? sql`ts_rank(e.search, to_tsquery('simple', ${q})) DESC, ${orderKey} DESC, e.id DESC` : sql`${orderKey} DESC, e.id DESC`;
  const rows = await queryRows<EpisodeRow>(
    db,
    sql`SELECT ${episodeColumns} FROM media_episodes e LEFT JOIN media_shows s ON s.id = e.show_id
        WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${q ? (f.offset ?? 0) : 0}`,
  );
  return rows.map(normEpisode);
}

export async function findEpisode(db: Db, id: string): Promise<EpisodeRow | null> {
  const rows = await queryRows<EpisodeRow>(
    db,
    sql`SELECT ${episodeColumns} FROM media_episodes e LEFT JOIN media_shows s ON s.id = e.show_id WHERE e.id = ${id}::uuid`,
  );
  return rows[0] ? normEpisode(rows[0]) : null;
}

export async function findEpisodeByAudio(db: Db, file: string): Promise<EpisodeRow | null> {
  const rows = await queryRows<EpisodeRow>(
    db,
    sql`SELECT ${episodeColumns} FROM media_episodes e LEFT JOIN media_shows s ON s.id = e.show_id WHERE e.audio_file = ${file}`,
  );
  return rows[0] ? normEpisode(rows[0]) : null;
}

export interface NewEpisode {
  showId: string | null;
  title: string;
  description: string;
  category: string;
  host: string;
  durationSeconds: number;
  audioFile: string;
  audioType: string;
  audioBytes: number;
  artworkFile: string | null;
  status: 'draft' | 'published';
  origin: 'upload' | 'recording';
  uploadedBy: string | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export async function insertEpisode(db: Db, e: NewEpisode): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO media_episodes (show_id, title, description, category, host, duration_seconds, audio_file, audio_type,
          audio_bytes, artwork_file, status, origin, uploaded_by, published_at, created_at)
        VALUES (${e.showId}::uuid, ${e.title}, ${e.description}, ${e.category}, ${e.host}, ${e.durationSeconds}, ${e.audioFile},
          ${e.audioType}, ${e.audioBytes}, ${e.artworkFile}, ${e.status}, ${e.origin}, ${e.uploadedBy}::uuid,
          ${e.publishedAt?.toISOString() ?? null}::timestamptz, ${e.createdAt.toISOString()}::timestamptz)
        RETURNING id`,
  );
  return row!.id;
}

export async function updateEpisode(
  db: Db,
  id: string,
  patch: { title?: string; description?: string; category?: string; host?: string; showId?: string | null; publishedAt?: Date },
): Promise<void> {
  const sets: SQL[] = [];
  if (patch.title !== undefined) sets.push(sql`title = ${patch.title}`);
  if (patch.description !== undefined) sets.push(sql`description = ${patch.description}`);
  if (patch.category !== undefined) sets.push(sql`category = ${patch.category}`);
  if (patch.host !== undefined) sets.push(sql`host = ${patch.host}`);
  if (patch.showId !== undefined) sets.push(sql`show_id = ${patch.showId}::uuid`);
  if (patch.publishedAt) sets.push(sql`status = 'published', published_at = ${patch.publishedAt.toISOString()}::timestamptz`);
  if (!sets.length) return;
  await db.execute(sql`UPDATE media_episodes SET ${sql.join(sets, sql`, `)} WHERE id = ${id}::uuid`);
}

export async function deleteEpisode(db: Db, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM media_episodes WHERE id = ${id}::uuid`);
}

export async function countEpisodes(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM media_episodes`);
  return row!.n;
}
