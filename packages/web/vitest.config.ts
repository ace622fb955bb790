import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // A screen test renders and clicks through a whole tab (the pager test pages a table 200 rows at a time): about
    // 1 s alone, over 5 s on a busy 2-core machine, where vitest's 5 s default failed it for time, and the tests
    // after it on its leftovers, not for a wrong screen.
    testTimeout: 20_000,
    // A worker's test files share one module graph and one happy-dom window (each test renders into a fresh
    // container and Testing Library unmounts it after the test): importing React, MobX and the screens afresh for
    // each file took three quarters of this project's time (issue 24: 90 s against 22 s).
    isolate: false,
  },
});
