import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One migrated PGlite per run, copied for each test file (src/test/pglite-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
  },
});
