import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

// What reads across the module's tables: each table's own SQL is in episodes, shows, videos and video-engagement.repo.ts.

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
