import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const server = (name: string, env: Record<string, string>, exclude: string[] = []): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include: ['server/src/**/*.test.ts', 'contracts/src/**/*.test.ts', 'tools/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    setupFiles: ['server/src/test/setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  // Tests of several instances (*.cluster.test.ts) need PostgreSQL and Redis: the PostgreSQL project runs them.
  server('server', { SELAH_TEST_DB: 'pglite' }, ['**/*.cluster.test.ts']),
  {
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src') } },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['web/src/**/*.test.{ts,tsx}'],
      setupFiles: ['web/src/test/setup.ts'],
    },
  },
];

// Every database test runs again on PostgreSQL when a server is named (CI does).
// Stream tests exercise audio, not SQL: once is enough.
if (process.env.TEST_DATABASE_URL) {
  projects.push(server('server-postgres', { SELAH_TEST_DB: 'postgres' }, ['**/*.stream.test.ts']));
}

export default defineConfig({ test: { projects } });
