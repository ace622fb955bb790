import { defineConfig } from 'vitest/config';

// Node, not a browser: the charts must render on the service with react-dom/server (the PDF report).
export default defineConfig({
  test: { name: 'charts', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
