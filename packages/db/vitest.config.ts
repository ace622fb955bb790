import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each test file migrates a fresh database (PGlite in the worker, or a private PostgreSQL schema).
  test: {
    name: 'db',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
