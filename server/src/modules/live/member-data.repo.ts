import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** What a member said in the live chat, for their data export. */
export async function liveDataOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const chatMessages = await queryRows(
    db,
    sql`SELECT username AS "name", message, created_at AS "createdAt", deleted_at AS "removedAt"
        FROM chat_messages WHERE user_id = ${userId}::uuid ORDER BY seq`,
  );
  return { chatMessages };
}

/** A deleted account's live part: chat lines stay under a neutral name, cut off from the account; stream key and mutes go. */
export async function forgetLiveMember(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE chat_messages SET user_id = NULL, username = 'Former member' WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM chat_mutes WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM live_stream_keys WHERE user_id = ${userId}::uuid`);
}
