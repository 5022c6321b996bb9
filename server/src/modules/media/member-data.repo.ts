import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** The videos a member liked, for their data export (the like stays behind its count when the account is deleted). */
export async function mediaDataOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const videoLikes = await queryRows(
    db,
    sql`SELECT l.video_id AS "videoId", v.title AS "video", l.created_at AS "createdAt"
        FROM media_video_likes l JOIN media_videos v ON v.id = l.video_id WHERE l.user_id = ${userId}::uuid ORDER BY l.created_at`,
  );
  return { videoLikes };
}
