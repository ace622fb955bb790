import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The commands' tests start the service as a process and open PGlite, as the server's and db's tests do; on a
    // busy two-core CI machine beside the load check, vitest's 5 s default failed one of them (CI of 28 November).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
