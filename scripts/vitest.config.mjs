import { defineConfig } from 'vitest/config';

/** Checks of the repository as a whole: its documents against its tree (docs.test.mjs). */
export default defineConfig({
  test: {
    name: 'repository',
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
