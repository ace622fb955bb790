import { defineConfig } from 'vite';

/**
 * Builds `dist/`, which the service serves (packages/server, WEB_DIST). `vite dev` runs on localhost, where
 * the shell asks for a pasted token (docs/product/shell-and-sign-in.md); it forwards the API to the running service.
 */
const service = process.env.TAXDEP_SERVICE ?? 'https://127.0.0.1:8443';

/**
 * The libraries in chunks of their own, by family. In one entry chunk they came to 816 kB, past Vite's 500 kB
 * warning; split, each chunk stays under it (the limit is kept: a chunk that outgrows it should be looked at),
 * and a release that changes only the portal's code leaves them in the browser's cache. The report itself is
 * already loaded on demand (src/shell/Shell.tsx). Groups are matched in this order, so the last one takes
 * whatever library the first two did not.
 */
const libraryChunks = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  { name: 'msal', test: /[\\/]node_modules[\\/]@azure[\\/]/ },
  { name: 'libraries', test: /[\\/]node_modules[\\/]/ },
];

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: libraryChunks } },
      onLog(level, log, handler) {
        // react-router marks its modules "use client" for React Server Components. This portal renders in the
        // browser only, where the directive means nothing, so the bundler is right to drop it and its warning
        // tells a user nothing (@vitejs/plugin-react filters the same one). Other directives still warn.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
  server: {
    host: 'localhost',
    proxy: {
      '/api': { target: service, secure: false, changeOrigin: true },
    },
  },
});
