#!/usr/bin/env node
// Bundles the service into dist/main.mjs, the file `pnpm start` runs (issue 24: a start through tsx compiled and
// resolved ~600 files on every start; one bundle starts in about two thirds of the time, on a loaded machine in
// half). Only the workspace's own TypeScript is bundled; the service's npm dependencies stay external and load from
// node_modules as before (PGlite's wasm, pdfkit's fonts and the like find their files where they were installed).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
/** What the service's own node_modules holds: imported at run time, never bundled. */
const external = new Set([...Object.keys(manifest.dependencies), ...builtinModules]);

/** `@scope/name/sub` and `name/sub` to the package's name. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const bundled = await build({
  // Written below, each file by a rename: a test starting the service while another builds never reads half a file.
  write: false,
  entryPoints: [new URL('src/main.ts', here).pathname],
  outfile: new URL('dist/main.mjs', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  // A CommonJS dependency bundled from a workspace package (none today) would call require().
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
  },
  plugins: [
    {
      name: 'workspace-sources',
      setup(bundle) {
        // Bare imports: the workspace's packages and what only they depend on (date-fns) are bundled; the
        // service's dependencies and Node's modules stay imports.
        bundle.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.kind === 'entry-point' || args.path.startsWith('@taxdep/')) return undefined;
          const name = packageName(args.path.replace(/^node:/, ''));
          return external.has(name) || args.path.startsWith('node:')
            ? { path: args.path, external: true }
            : undefined;
        });
        // A source file that finds its neighbours by `import.meta.url` (the migrations, the fonts, the contract's
        // schemas, the seed) keeps its own location in the bundle, so the files are read where they are.
        bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => {
          const text = await readFile(args.path, 'utf8');
          return {
            contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          };
        });
      },
    },
  ],
});

for (const file of bundled.outputFiles) {
  await mkdir(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  await writeFile(partial, file.contents);
  await rename(partial, file.path);
}
