import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ISOLATED_SERVER_TESTS, SERVER_TEST_BASE } from './packages/server/vitest.config.ts';

export default defineConfig({
  test: {
    // Every package's project by name (a new package is added here): the service's config also gives the base of
    // `server-isolated`, the files that need a module graph of their own (packages/server/vitest.config.ts).
    projects: [
      'packages/{adapters,charts,cli,db,domain,web}/vitest.config.ts',
      'packages/server/vitest.config.ts',
      {
        root: './packages/server',
        test: { ...SERVER_TEST_BASE, name: 'server-isolated', include: ISOLATED_SERVER_TESTS },
      },
      'scripts/vitest.config.mjs',
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core machines this project is
    // built and checked on, so the test files (mostly CPU-bound: the engine, PGlite in the worker) ran one at a
    // time. Each test file has its own database (src/test/database.ts), so files can run side by side.
    maxWorkers: availableParallelism(),
  },
});
