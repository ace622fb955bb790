import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The engine's fast-check properties run hundreds of registers against a whole calculation: a few seconds
  // each alone, more on a busy machine; vitest's 5 s default made them fail for time, not for a wrong figure.
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // The domain holds no state between calls (no clock, no globals), so a worker's test files share one module
    // graph rather than importing the engine afresh for each (issue 24: import took more time than the tests).
    isolate: false,
  },
});
