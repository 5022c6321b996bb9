import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

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
