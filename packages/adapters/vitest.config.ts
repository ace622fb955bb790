import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'adapters', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
});
