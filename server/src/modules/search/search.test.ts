import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchResult } from '@selah/contracts/search';
import { queryRows } from '../../db/client.ts';
import { correctedTerms, searchTerms } from '../../platform/search.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The site search across modules, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: events
// come from the events module, threads from community, programs from radio; typo tolerance is
// pg_trgm on both.
let t: TestApp;
let member: TestUser;
const DAY = 24 * 3_600_000;

const search = async (q: string) => {
  const res = await t.app.inject({ url: `/api/search?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult[];
};

beforeAll(async () => {
  t = await createTestApp();
  member = await createTestUser(t.app.db, { username: 'grace_member', displayName: 'Grace' });
  const now = Date.now();
  const event = (title: string, description: string, startsInDays: number, location: string | null) =>
    queryRows(
      t.app.db,
      sql`INSERT INTO events (title, description, category, starts_at, ends_at, location, is_online, created_at, updated_at)
          VALUES (${title}, ${description}, 'bible-study', ${new Date(now + startsInDays * DAY).toISOString()}::timestamptz,
                  ${new Date(now + startsInDays * DAY + 2 * 3_600_000).toISOString()}::timestamptz, ${location}, ${location === null},
                  now(), now())`,
    );
  await event('Harvest Supper', 'A shared meal for the whole congregation, bring a dish.', 5, 'Fellowship Hall');
  await event('Harvest Supper of long ago', 'The congregation ate together.', -90, 'Fellowship Hall');
  await event('Psalm Night', 'Reading the psalter aloud together.', 12, null);
  const thread = (title: string, content: string, minutesAgo: number) =>
    queryRows(
      t.app.db,
      sql`INSERT INTO threads (author_id, category, title, content, created_at, last_activity_at)
          VALUES (${member.id}::uuid, 'prayer', ${title}, ${content}, now() - ${`${minutesAgo} minutes`}::interval,
                  now() - ${`${minutesAgo} minutes`}::interval)`,
    );
  await thread('Prayer for my mother', 'She is in hospital this week.', 5);
  await thread('Psalms for the week', 'One a day, read slowly.', 6);
  // Thirty threads sharing a word, so a common word takes the newest-first path.
  for (let i = 1; i <= 30; i++) await thread(`Casserole number ${i}`, `Bringing a casserole to the supper, dish ${i}.`, 100 + i);
});
afterAll(() => t.close());

describe('site search', () => {
  it('finds upcoming events (from the events module) with their place and page; long-past events are left out', async () => {
    // (The schedule's programs of Harvest Light Radio match too.)
    const results = (await search('query=harvest')).filter((r) => r.type === 'event');
    expect(results.map((r) => r.title)).toEqual(['Harvest Supper']);
    const [supper] = results;
    expect(supper).toMatchObject({ type: 'event', category: 'Bible Study', author: 'Fellowship Hall', duration: null });
    expect(supper!.url).toBe(`/events/${supper!.id}`);
    expect(Date.parse(supper!.timestamp!)).toBeGreaterThan(Date.now());
    expect(supper!.snippet).toContain('A shared meal for the whole');
    // By a word of its description, as a prefix; the filter takes "event" and "events".
    expect((await search('query=congreg&type=events')).map((r) => r.title)).toEqual(['Harvest Supper']);
    expect(await search('query=congreg&type=video')).toEqual([]);
  });

  it('tolerates typos and plurals with pg_trgm when the words find little', async () => {
    const prayr = await search('query=prayr');
    expect(prayr.map((r) => r.title)).toContain('Prayer for my mother');
    expect(prayr.find((r) => r.title === 'Prayer for my mother')).toMatchObject({ type: 'community', author: 'Grace' });
    // "psalms" matches one thread as written (first), and the event "Psalm Night" as "psalm" (after it).
    const psalms = await search('query=psalms');
    expect(psalms.map((r) => r.title).slice(0, 2)).toEqual(['Psalms for the week', 'Psalm Night']);
    expect(psalms[1]!.author).toBe('Online');
    // Nothing alike: nothing at all.
    expect(await search('query=xylophone')).toEqual([]);
  });

  it('guesses only what would search for something new: known words rarely together are not searched again', async () => {
    const guess = async (q: string) => (await correctedTerms(t.app.db, searchTerms(q)!))?.tsquery ?? null;
    // "harvest" and "casserole" are both known (titles) and never together: nothing to guess.
    expect(await guess('harvest casserole')).toBeNull();
    expect(await search('query=harvest+casserole')).toEqual([]);
    // A misspelt word is replaced by the known words like it; the known one beside it is kept.
    expect(await guess('casserole prayr')).toMatch(/^\(casserole:\*\) & \(prayer:\*( \| \w+:\*)*\)$/);
    // "psalm" covers "psalms" as a prefix, so the guess is the one word.
    expect(await guess('psalms')).toBe('(psalm:*)');
  });

  it('keeps its word indexes without a pending list, so a search never reads through queued rows', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      t.app.db,
      sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam
          WHERE a.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace AND c.relname IN ('threads_search_idx', 'threads_search_simple_idx', 'media_episodes_search_idx',
            'media_videos_search_idx', 'events_search_idx', 'search_words_trgm_idx')`,
    );
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r.options, r.name).toContain('fastupdate=off');
  });

  it('a common word answers its newest matches first, a rare one is found among many, a title match ranks first', async () => {
    const casseroles = await search('query=casserole&type=community&limit=5');
    expect(casseroles.map((r) => r.title)).toEqual([1, 2, 3, 4, 5].map((i) => `Casserole number ${i}`));
    expect(casseroles[0]!.snippet).toContain('<mark>casserole</mark>');
    // A rare word among many threads is still found (through the index, not the newest rows).
    const rare = await search('query=casserole%2027&type=community');
    expect(rare[0]!.title).toBe('Casserole number 27');
    expect(rare[0]!.snippet).toContain('<mark>27</mark>');
    // "supper" matches the event's title and the casseroles' bodies; the title match ranks first.
    expect((await search('query=supper'))[0]!.title).toBe('Harvest Supper');
  });
});
