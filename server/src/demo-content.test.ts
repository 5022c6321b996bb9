import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

type Threads = { threads: Array<{ title: string }> };

it('npm start: the radio answers while the demo posts are written; every other request waits for them, then sees them', async () => {
  t = await createTestApp({}, { seedDemo: true, deferDemoContent: true });
  let answered = false;
  const threads = t.app.inject({ url: '/api/community/threads?limit=50' }).then((r) => {
    answered = true;
    return r;
  });
  // Asked after the threads, the radio's status is answered first: the threads wait.
  const status = await t.app.inject({ url: '/api/stream/status' });
  expect(status.statusCode).toBe(200);
  expect(answered).toBe(false);

  await t.app.seedDemoContent();
  const page = await threads;
  expect(page.statusCode).toBe(200);
  expect(page.json<Threads>().threads.length).toBeGreaterThan(0);
  // Once written, nothing waits and nothing is written twice.
  await t.app.seedDemoContent();
  const again = (await t.app.inject({ url: '/api/community/threads?limit=50' })).json<Threads>();
  expect(again.threads.map((th) => th.title)).toEqual(page.json<Threads>().threads.map((th) => th.title));
});

it('tests and tools get the whole demo station from buildApp, with nothing left to write', async () => {
  t = await createTestApp({}, { seedDemo: true });
  const page = (await t.app.inject({ url: '/api/community/threads?limit=50' })).json<Threads>();
  expect(page.threads.length).toBeGreaterThan(0);
  expect((await t.app.inject({ url: '/api/events/upcoming?limit=50' })).json<unknown[]>().length).toBeGreaterThan(0);
});
