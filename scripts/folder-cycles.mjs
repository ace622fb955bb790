/**
 * `node scripts/folder-cycles.mjs ROOT...` (in `pnpm deps`): fails when features (the top-level folders of a
 * package's source root, e.g. packages/web/src/) depend on each other in a circle, directly or through others
 * (issue 24 item 2, docs/architecture.md "Feature boundaries"). dependency-cruiser finds the imports with the
 * repository's own options (.dependency-cruiser.cjs); scripts/feature-boundaries.cjs groups them by feature.
 */
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const { folderCycles, TESTS_IN_FEATURE } = require('./feature-boundaries.cjs');

/**
 * The folder cycles under each root, cruised from `baseDir` (the repository by default). Tests are left out: a
 * test composes features as the composition root does (featureImportRules still holds them to index.ts).
 * @param {string[]} roots source roots relative to baseDir, each ending with '/'
 * @param {{ baseDir?: string }} [options]
 */
export async function findFolderCycles(roots, options = {}) {
  const { options: configured } = require('../.dependency-cruiser.cjs');
  const baseDir = options.baseDir ?? process.cwd();
  const result = await cruise(roots, {
    ...configured,
    // The repository's own options, but the base folder may be a fixture's (scripts/folder-cycles.test).
    baseDir,
    tsConfig: undefined,
    validate: false,
  });
  const modules = result.output.modules;
  return roots.flatMap((root) =>
    folderCycles(modules, { root, skip: new RegExp(`^${root}[^/]+/${TESTS_IN_FEATURE}`) }).map((cycle) => ({
      root,
      ...cycle,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv.slice(2).map((root) => (root.endsWith('/') ? root : `${root}/`));
  const cycles = await findFolderCycles(roots);
  for (const cycle of cycles) {
    console.error(`error folder-cycle: ${cycle.root}{${cycle.features.join(', ')}} depend on each other:`);
    for (const line of cycle.imports) console.error(`  ${line}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log(`no folder cycles in ${roots.join(', ')}`);
}
