import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { preactAliases, reactLibraries, testAliases } from './web/preact-aliases.ts';

const serverTests = ['server/src/**/*.test.ts', 'contracts/src/**/*.test.ts', 'tools/**/*.test.ts'];
const realTime = ['**/*.stream.test.ts', '**/*.cluster.test.ts'];

interface ServerProject {
  name: string;
  db: 'pglite' | 'postgres';
  include: string[];
  exclude?: string[];
  /** Projects of a lower group run first; a group's projects run side by side. */
  group: number;
  maxWorkers: number;
}

const server = ({ name, db, include, exclude = [], group, maxWorkers }: ServerProject): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include,
    exclude: ['**/node_modules/**', ...exclude],
    setupFiles: ['server/src/test/setup.ts'],
    // The migrated database each file copies, made once per run (server/src/test/global-setup.ts).
    globalSetup: ['server/src/test/global-setup.ts'],
    env: { SELAH_TEST_DB: db },
    // Files share their worker's loaded modules (each still gets its own app and database): loading
    // the server's module graph once per worker instead of once per file halves the suite's CPU.
    isolate: false,
    sequence: { groupOrder: group },
    maxWorkers,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The files the PostgreSQL pass runs: those that build the app or open a database. Route-shape
 * suites (the fuzz suite, the table of who may call each admin route) ask the same SQL of the same
 * engine on both, so they run once; stream tests exercise audio, not SQL.
 */
function sqlTests(): string[] {
  const onceOnly = new Set([
    'server/src/fuzz-members.test.ts',
    'server/src/fuzz-station.test.ts',
    'server/src/fuzz-queries.test.ts',
    'server/src/modules/admin/admin-access-people.test.ts',
    'server/src/modules/admin/admin-access-music.test.ts',
    'server/src/modules/admin/admin-access-settings.test.ts',
    'server/src/modules/admin/admin-access-giving.test.ts',
    'server/src/modules/admin/admin-access-coverage.test.ts',
  ]);
  return ['server/src', 'contracts/src', 'tools']
    .flatMap((dir) => fs.readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
    .filter((f) => f.endsWith('.test.ts') && !f.includes('node_modules') && !onceOnly.has(f) && !/\.(stream|cluster)\.test\.ts$/.test(f))
    .filter((f) => /createTestApp|createTestDatabase|testDatabaseUrl/.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8')));
}

// Group 0 computes (database tests, web): more files than cores keep both cores busy. Group 1 runs
// afterwards, two at a time: real-time audio, ffmpeg encoders and several server processes, which
// need the machine's attention rather than a share of a saturated one.
const projects: TestProjectInlineConfiguration[] = [
  server({ name: 'server', db: 'pglite', include: serverTests, exclude: realTime, group: 0, maxWorkers: 4 }),
  {
    // The web tests run on what ships: Preact under React's API (docs/decisions/041).
    resolve: { alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'web/src') }, ...testAliases, ...preactAliases] },
    test: {
      name: 'web',
      server: { deps: { inline: reactLibraries } },
      environment: 'jsdom',
      include: ['web/src/**/*.test.{ts,tsx}'],
      setupFiles: ['web/src/test/setup.ts'],
      sequence: { groupOrder: 0 },
      maxWorkers: 4,
    },
  },
  server({ name: 'stream', db: 'pglite', include: ['server/src/**/*.stream.test.ts'], group: 1, maxWorkers: 2 }),
];

// The tests that touch SQL run again on PostgreSQL when a server is named (CI does), and so do the
// tests of several instances, which need PostgreSQL and Redis.
if (process.env.TEST_DATABASE_URL) {
  projects.push(server({ name: 'server-postgres', db: 'postgres', include: sqlTests(), group: 0, maxWorkers: 4 }));
  projects.push(server({ name: 'cluster', db: 'postgres', include: ['server/src/**/*.cluster.test.ts'], group: 1, maxWorkers: 2 }));
}

export default defineConfig({ test: { projects } });
