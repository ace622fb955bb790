import { defineConfig } from 'vite';

/**
 * Builds `dist/`, which the service serves (packages/server, WEB_DIST). `vite dev` runs on localhost, where
 * the shell asks for a pasted token (spec 2.1); it forwards the API to the running service.
 */
const service = process.env.TAXDEP_SERVICE ?? 'https://127.0.0.1:8443';

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true },
  server: {
    host: 'localhost',
    proxy: {
      '/api': { target: service, secure: false, changeOrigin: true },
    },
  },
});
