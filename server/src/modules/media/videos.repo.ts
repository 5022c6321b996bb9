import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { iso, prefixQuery } from './media-sql.ts';

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
  hasTranscript: boolean;
}

const videoColumns = (viewerId: string | null) => sql`v.id, v.title, v.description, v.category,
  v.duration_seconds AS "durationSeconds", v.video_file AS "videoFile", v.video_type AS "videoType",
  v.video_bytes::float8 AS "videoBytes", v.poster_file AS "posterFile", v.status, v.origin, v.uploaded_by AS "uploadedBy",
  v.views, v.likes, v.published_at AS "publishedAt", v.created_at AS "createdAt",
  ${viewerId ? sql`EXISTS (SELECT 1 FROM media_video_likes l WHERE l.video_id = v.id AND l.user_id = ${viewerId}::uuid)` : sql`false`} AS "isLiked",
  EXISTS (SELECT 1 FROM media_timed_texts x WHERE x.video_id = v.id) AS "hasTranscript"`;

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
