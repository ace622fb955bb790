import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'scripts/vitest.config.mjs'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core machines this project is
    // built and checked on, so the test files (mostly CPU-bound: the engine, PGlite in the worker) ran one at a
    // time. Each test file has its own database (src/test/database.ts), so files can run side by side.
    maxWorkers: availableParallelism(),
  },
});
