import { sql, type SQL } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid (an id from a URL or a message is checked before it reaches SQL). */
export const isUuid = (id: string): boolean => UUID.test(id);

/** Many ids as ONE parameter (a uuid[] literal), however many there are. */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!isUuid(id)) throw new Error(`Not a uuid: ${id}`);
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
