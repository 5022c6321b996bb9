import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '../../platform/search.ts';
import { queryRows, type Db } from '../../db/client.ts';

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
}

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

export interface VideoRow {
  id: string;
  title: string;
  description: string;
  category: string;
  durationSeconds: number;
  videoFile: string;
  videoType: string;
  videoBytes: number;
  posterFile: string | null;
  status: 'draft' | 'published';
  origin: string;
  uploadedBy: string | null;
  views: number;
  likes: number;
  publishedAt: string | null;
  createdAt: string;
  isLiked: boolean;
}

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

const episodeColumns = sql`e.id, e.show_id AS "showId", s.title AS "showTitle", e.title, e.description, e.category, e.host,
  e.duration_seconds AS "durationSeconds", e.audio_file AS "audioFile", e.audio_type AS "audioType",
  e.audio_bytes::float8 AS "audioBytes", COALESCE(e.artwork_file, s.artwork_file) AS "artworkFile", e.explicit, e.status,
  e.origin, e.uploaded_by AS "uploadedBy", e.published_at AS "publishedAt", e.created_at AS "createdAt"`;

const normEpisode = (r: EpisodeRow): EpisodeRow => ({ ...r, publishedAt: iso(r.publishedAt), createdAt: iso(r.createdAt)! });

/** Words → a prefix query: every word must match the start of a word ("grocer" finds "groceries"). */
export function prefixQuery(search: string): string | null {
  return searchTerms(search)?.tsquery ?? null;
}

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

// ---- Videos ----

const videoColumns = (viewerId: string | null) => sql`v.id, v.title, v.description, v.category,
  v.duration_seconds AS "durationSeconds", v.video_file AS "videoFile", v.video_type AS "videoType",
  v.video_bytes::float8 AS "videoBytes", v.poster_file AS "posterFile", v.status, v.origin, v.uploaded_by AS "uploadedBy",
  v.views, v.likes, v.published_at AS "publishedAt", v.created_at AS "createdAt",
  ${viewerId ? sql`EXISTS (SELECT 1 FROM media_video_likes l WHERE l.video_id = v.id AND l.user_id = ${viewerId}::uuid)` : sql`false`} AS "isLiked"`;

const normVideo = (r: VideoRow): VideoRow => ({ ...r, publishedAt: iso(r.publishedAt), createdAt: iso(r.createdAt)! });

export interface VideoFilter {
  status: 'draft' | 'published';
  category?: string | undefined;
  search?: string | undefined;
  sortBy: 'recent' | 'popular' | 'trending' | 'views' | 'likes';
  viewerId: string | null;
  /** For trending: views since this moment count. */
  trendingSince: Date;
  offset: number;
  limit: number;
}

export async function listVideos(db: Db, f: VideoFilter): Promise<VideoRow[]> {
  const where: SQL[] = [sql`v.status = ${f.status}`];
  if (f.category) where.push(sql`v.category = ${f.category}`);
  const q = f.search ? prefixQuery(f.search) : null;
  if (q) where.push(sql`v.search @@ to_tsquery('simple', ${q})`);
  const recent = sql`COALESCE(v.published_at, v.created_at) DESC, v.id DESC`;
  const orders: Record<VideoFilter['sortBy'], SQL> = {
    recent,
    views: sql`v.views DESC, ${recent}`,
    likes: sql`v.likes DESC, ${recent}`,
    // Popular: all-time interest, a like counting as five views.
    popular: sql`(v.views + 5 * v.likes) DESC, ${recent}`,
    // Trending: views in the last week.
    trending: sql`(SELECT count(*) FROM media_video_views w WHERE w.video_id = v.id
                    AND w.viewed_at >= ${f.trendingSince.toISOString()}::timestamptz) DESC, ${recent}`,
  };
  const order = q ? sql`ts_rank(v.search, to_tsquery('simple', ${q})) DESC, ${orders[f.sortBy]}` : orders[f.sortBy];
  const rows = await queryRows<VideoRow>(
    db,
    sql`SELECT ${videoColumns(f.viewerId)} FROM media_videos v WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  return rows.map(normVideo);
}

export async function findVideo(db: Db, id: string, viewerId: string | null): Promise<VideoRow | null> {
  const rows = await queryRows<VideoRow>(db, sql`SELECT ${videoColumns(viewerId)} FROM media_videos v WHERE v.id = ${id}::uuid`);
  return rows[0] ? normVideo(rows[0]) : null;
}

export async function relatedVideos(db: Db, video: VideoRow, limit: number): Promise<VideoRow[]> {
  const rows = await queryRows<VideoRow>(
    db,
    sql`SELECT ${videoColumns(null)} FROM media_videos v WHERE v.status = 'published' AND v.id <> ${video.id}::uuid
        ORDER BY (v.category = ${video.category}) DESC, COALESCE(v.published_at, v.created_at) DESC LIMIT ${limit}`,
  );
  return rows.map(normVideo);
}

export async function videoCategoryCounts(db: Db): Promise<Array<{ name: string; count: number }>> {
  return queryRows(
    db,
    sql`SELECT category AS name, count(*)::int AS count FROM media_videos WHERE status = 'published' GROUP BY category ORDER BY category`,
  );
}

export interface NewVideo {
  title: string;
  description: string;
  category: string;
  durationSeconds: number;
  videoFile: string;
  videoType: string;
  videoBytes: number;
  posterFile: string | null;
  status: 'draft' | 'published';
  origin: string;
  uploadedBy: string | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export async function insertVideo(db: Db, v: NewVideo): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO media_videos (title, description, category, duration_seconds, video_file, video_type, video_bytes, poster_file,
          status, origin, uploaded_by, published_at, created_at)
        VALUES (${v.title}, ${v.description}, ${v.category}, ${v.durationSeconds}, ${v.videoFile}, ${v.videoType}, ${v.videoBytes},
          ${v.posterFile}, ${v.status}, ${v.origin}, ${v.uploadedBy}::uuid, ${v.publishedAt?.toISOString() ?? null}::timestamptz,
          ${v.createdAt.toISOString()}::timestamptz)
        RETURNING id`,
  );
  return row!.id;
}

export async function publishVideo(db: Db, id: string, at: Date, patch: { title?: string; description?: string; category?: string }) {
  await db.execute(
    sql`UPDATE media_videos SET status = 'published', published_at = ${at.toISOString()}::timestamptz,
          title = COALESCE(${patch.title ?? null}, title), description = COALESCE(${patch.description ?? null}, description),
          category = COALESCE(${patch.category ?? null}, category)
        WHERE id = ${id}::uuid`,
  );
}

export async function findVideoByFile(db: Db, kind: 'video' | 'poster', file: string): Promise<VideoRow | null> {
  const column = kind === 'video' ? sql`v.video_file` : sql`v.poster_file`;
  const rows = await queryRows<VideoRow>(db, sql`SELECT ${videoColumns(null)} FROM media_videos v WHERE ${column} = ${file}`);
  return rows[0] ? normVideo(rows[0]) : null;
}

/** Counts a view once per viewer per day; answers the views now and whether this one counted. */
export async function recordView(db: Db, videoId: string, viewer: string, day: string, at: Date) {
  const inserted = await queryRows<{ videoId: string }>(
    db,
    sql`INSERT INTO media_video_views (video_id, viewer, day, viewed_at)
        VALUES (${videoId}::uuid, ${viewer}, ${day}::date, ${at.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING video_id AS "videoId"`,
  );
  const counted = inserted.length > 0;
  const [row] = await queryRows<{ views: number }>(
    db,
    counted
      ? sql`UPDATE media_videos SET views = views + 1 WHERE id = ${videoId}::uuid RETURNING views`
      : sql`SELECT views FROM media_videos WHERE id = ${videoId}::uuid`,
  );
  return { views: row?.views ?? 0, counted };
}

export async function setLike(db: Db, videoId: string, userId: string, liked: boolean) {
  const changed = await queryRows<{ videoId: string }>(
    db,
    liked
      ? sql`INSERT INTO media_video_likes (video_id, user_id) VALUES (${videoId}::uuid, ${userId}::uuid)
            ON CONFLICT DO NOTHING RETURNING video_id AS "videoId"`
      : sql`DELETE FROM media_video_likes WHERE video_id = ${videoId}::uuid AND user_id = ${userId}::uuid RETURNING video_id AS "videoId"`,
  );
  const delta = changed.length ? (liked ? 1 : -1) : 0;
  const [row] = await queryRows<{ likes: number }>(
    db,
    sql`UPDATE media_videos SET likes = likes + ${delta} WHERE id = ${videoId}::uuid RETURNING likes`,
  );
  return { likes: row?.likes ?? 0, isLiked: liked };
}

export async function countEpisodes(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM media_episodes`);
  return row!.n;
}

/** Deletes the demo's podcasts and videos; answers their files (audio, video, poster, artwork) to remove. */
export async function deleteMediaRows(
  db: Db,
  ids: { shows: string[]; episodes: string[]; videos: string[] },
): Promise<Array<{ kind: 'episodes' | 'videos' | 'posters' | 'artwork'; name: string }>> {
  const files: Array<{ kind: 'episodes' | 'videos' | 'posters' | 'artwork'; name: string }> = [];
  const some = (list: string[]) =>
    sql`ARRAY[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
  if (ids.episodes.length) {
    const rows = await queryRows<{ audio: string; artwork: string | null }>(
      db,
      sql`DELETE FROM media_episodes WHERE id = ANY(${some(ids.episodes)}) RETURNING audio_file AS audio, artwork_file AS artwork`,
    );
    for (const r of rows)
      files.push({ kind: 'episodes', name: r.audio }, ...(r.artwork ? [{ kind: 'artwork' as const, name: r.artwork }] : []));
  }
  if (ids.videos.length) {
    const rows = await queryRows<{ video: string; poster: string | null }>(
      db,
      sql`DELETE FROM media_videos WHERE id = ANY(${some(ids.videos)}) RETURNING video_file AS video, poster_file AS poster`,
    );
    for (const r of rows)
      files.push({ kind: 'videos', name: r.video }, ...(r.poster ? [{ kind: 'posters' as const, name: r.poster }] : []));
  }
  if (ids.shows.length) {
    const rows = await queryRows<{ artwork: string | null }>(
      db,
      sql`DELETE FROM media_shows WHERE id = ANY(${some(ids.shows)}) RETURNING artwork_file AS artwork`,
    );
    for (const r of rows) if (r.artwork) files.push({ kind: 'artwork', name: r.artwork });
  }
  return files;
}
