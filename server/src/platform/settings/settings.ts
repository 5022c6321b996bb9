import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings as settingsTable } from '../../db/schema/settings.ts';
import type { EventBus } from '../bus/bus.ts';
import { isSealed, type SecretBox } from './secret-box.ts';

declare module '../bus/events.ts' {
  interface ClusterEvents {
    /** A part of the settings changed: every instance reads it again. */
    'settings.changed': { key: string };
  }
}

/** One part of the station's settings (mail, payments, receipts…): its shape and which fields are secret. */
export interface SettingsPart<T extends object> {
  key: string;
  schema: z.ZodType<T>;
  /** Stored encrypted, never answered by the API, never logged. */
  secrets: ReadonlyArray<keyof T & string>;
}

export const settingsPart = <T extends object>(part: SettingsPart<T>): SettingsPart<T> => part;

export interface Settings {
  /** The part as stored (secrets in plain text, for the code that uses them), or null when never set. */
  read<T extends object>(part: SettingsPart<T>): Promise<T | null>;
  /**
   * Stores the part. A secret field left undefined keeps what is stored (the console sends a
   * secret only when someone types a new one); an empty string clears it.
   */
  write<T extends object>(part: SettingsPart<T>, value: T, tx?: Db): Promise<void>;
  remove(part: { key: string }, tx?: Db): Promise<void>;
  /**
   * Removes the part only if its (non-secret) `field` holds `value`, atomically: of two requests
   * racing for a one-time code, exactly one gets true.
   */
  consume(part: { key: string }, field: string, value: string): Promise<boolean>;
  /** Which secret fields hold a value: what the console may know of them. */
  secretsSet<T extends object>(part: SettingsPart<T>): Promise<Record<keyof T & string, boolean>>;
}

/**
 * The station's settings in the database: read through a cache that a change empties on every
 * instance (the `settings.changed` cluster event), secret fields sealed with the station's key.
 */
export function createSettings({ db, box, bus }: { db: Db; box: SecretBox; bus: EventBus }): Settings {
  const cache = new Map<string, Promise<Record<string, unknown> | null>>();
  bus.onBroadcast('settings.changed', ({ key }) => void cache.delete(key));

  const stored = (key: string, from: Db = db) => {
    const load = async () => {
      const [row] = await from.select({ value: settingsTable.value }).from(settingsTable).where(eq(settingsTable.key, key));
      return (row?.value as Record<string, unknown> | undefined) ?? null;
    };
    if (from !== db) return load();
    let hit = cache.get(key);
    if (!hit) {
      hit = load();
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };

  const changed = async (key: string) => {
    cache.delete(key);
    await bus.broadcast('settings.changed', { key });
  };

  return {
    async read(part) {
      const raw = await stored(part.key);
      if (!raw) return null;
      const open = { ...raw };
      for (const field of part.secrets) if (isSealed(open[field])) open[field] = box.open(open[field]);
      return part.schema.parse(open);
    },
    async write(part, value, tx) {
      const before = (await stored(part.key, tx ?? db)) ?? {};
      const next: Record<string, unknown> = { ...(part.schema.parse(value) as Record<string, unknown>) };
      for (const field of part.secrets) {
        const v = (value as Record<string, unknown>)[field];
        if (v === undefined) {
          if (before[field] !== undefined) next[field] = before[field];
        } else if (v === '' || v === null) delete next[field];
        else next[field] = box.seal(String(v));
      }
      await (tx ?? db)
        .insert(settingsTable)
        .values({ key: part.key, value: next })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value: next, updatedAt: sql`now()` } });
      await changed(part.key);
    },
    async remove(part, tx) {
      await (tx ?? db).delete(settingsTable).where(eq(settingsTable.key, part.key));
      await changed(part.key);
    },
    async consume(part, field, value) {
      const taken = await db
        .delete(settingsTable)
        .where(and(eq(settingsTable.key, part.key), sql`${settingsTable.value} ->> ${field} = ${value}`))
        .returning({ key: settingsTable.key });
      if (taken.length) await changed(part.key);
      return taken.length > 0;
    },
    async secretsSet(part) {
      const raw = (await stored(part.key)) ?? {};
      return Object.fromEntries(part.secrets.map((f) => [f, isSealed(raw[f])])) as Record<string, boolean> as never;
    },
  };
}
