import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The few test files that need a module graph of their own: one mocks a domain module (vi.mock), one adds a field to
 * the asset record's declaration to prove every derived list follows it. They run in the `server-isolated` project
 * (the root vitest.config.ts), the rest in `server` without isolation (below).
 */
export const ISOLATED_SERVER_TESTS = [
  'src/kernel/asset-record.test.ts',
  'src/kernel/taxpayer-context.test.ts',
];

/** What both projects of the service's tests share. */
export const SERVER_TEST_BASE: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One migrated PGlite per run, copied for each test file (src/test/pglite-template.ts).
  globalSetup: ['src/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    ...SERVER_TEST_BASE,
    name: 'server',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...ISOLATED_SERVER_TESTS],
    // Each test file opens its own database and app, and every cache of the service is keyed by its database
    // (WeakMaps), so the files of a worker share one module graph: importing the service afresh for each of ~120
    // files took half of this project's time (issue 24: 10 min against 5 on a quiet two-core machine).
    isolate: false,
  },
});
